/**
 * The detail images' large preview (spec §2 商品详情 tab): a controlled Headless UI dialog that
 * renders one imagePreview snapshot. Arrow keys move like the buttons do; they are heard on the
 * dialog itself, which is where Headless UI puts the focus when it opens.
 */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { KeyboardEvent } from 'react';
import { fill, labels } from '@/copy/copy';
import { dialogText } from '@/copy/dialog-text';
import type { ImagePreviewEvent } from '@/machines/image-preview.machine';
import type { ImagePreviewViewData } from '@/machines/image-preview.view';

const navButton =
  'rounded bg-white/90 px-3 py-1.5 text-sm text-neutral-800 shadow aria-disabled:opacity-40 hover:bg-white';

export function ImagePreviewDialog({
  view,
  send,
}: {
  view: ImagePreviewViewData;
  send: (event: ImagePreviewEvent) => void;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') send({ type: 'user.nextImage' });
    if (event.key === 'ArrowLeft') send({ type: 'user.previousImage' });
  };
  const position = fill(dialogText.imageOfTotal, { n: view.index + 1, total: view.images.length });
  return (
    <Dialog
      open={view.open}
      onClose={() => send({ type: 'user.closePreview' })}
      onKeyDown={onKeyDown}
      className="relative z-50"
    >
      <div className="fixed inset-0 bg-black/70" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="flex max-h-full w-full max-w-3xl flex-col gap-3 rounded-lg bg-neutral-900 p-3">
          <div className="flex items-center justify-between text-white">
            <DialogTitle className="text-sm">
              {labels.detailImages} {position}
            </DialogTitle>
            <button type="button" className={navButton} onClick={() => send({ type: 'user.closePreview' })}>
              {dialogText.close}
            </button>
          </div>
          {view.current && (
            <img
              src={view.current}
              alt={`${labels.detailImages} ${position}`}
              width={750}
              height={750}
              className="mx-auto max-h-[75vh] w-auto object-contain"
            />
          )}
          <div className="flex justify-center gap-3">
            <button
              type="button"
              className={navButton}
              // aria-disabled, not disabled: a disabled button drops the focus, and with it the arrow keys.
              aria-disabled={!view.canPrevious}
              onClick={() => send({ type: 'user.previousImage' })}
            >
              {dialogText.previousImage}
            </button>
            <button
              type="button"
              className={navButton}
              aria-disabled={!view.canNext}
              onClick={() => send({ type: 'user.nextImage' })}
            >
              {dialogText.nextImage}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
