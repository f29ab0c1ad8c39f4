/**
 * The platform chooser (spec §2 dialogs): 请选择要上传的平台, with 抖音, 快手, 视频号, 小红书 and 取消.
 * Controlled by the platformChooser machine's view; closing it in any way (Esc, the backdrop,
 * 取消) is user.cancel. A platform's click opens its upload page in a new tab from within the
 * click (the machine's opening), so a popup blocker lets it through.
 */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { labels } from '@/copy/copy';
import type { PlatformChooserEvent } from '@/machines/platform-chooser.machine';
import type { PlatformChooserViewData } from '@/machines/platform-chooser.view';

export function PlatformChooserDialog({
  view,
  send,
}: {
  view: PlatformChooserViewData;
  send: (event: PlatformChooserEvent) => void;
}) {
  return (
    <Dialog
      open={view.open}
      onClose={() => send({ type: 'user.cancel' })}
      className="fixed inset-0 z-50 flex items-center justify-center p-4"
    >
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <DialogPanel className="relative w-full max-w-sm rounded-lg bg-white p-5 shadow-xl">
        <DialogTitle className="text-base font-semibold text-neutral-900">
          {labels.choosePlatform}
        </DialogTitle>
        <div className="mt-4 grid grid-cols-2 gap-3">
          {view.platforms.map((platform) => (
            <button
              key={platform}
              type="button"
              onClick={() => send({ type: 'user.choosePlatform', platform })}
              className="h-11 rounded border border-brand-500 bg-brand-50 text-base font-medium text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {platform}
            </button>
          ))}
        </div>
        <div className="mt-4 flex justify-end">
          <button
            type="button"
            onClick={() => send({ type: 'user.cancel' })}
            className="rounded px-4 py-1.5 text-sm text-neutral-600 hover:bg-neutral-100"
          >
            {labels.cancel}
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
