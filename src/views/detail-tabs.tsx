/**
 * The tabs under the goods (spec §2): 商品详情 shows the detail images, each opening the preview;
 * 销售记录, 上传/下载记录 and 商品评价 say 功能开发中. Which tab is shown is the tabs' own
 * presentation state (tabs.tsx); nothing of the machines depends on it.
 */

import { fill, labels, notices } from '@/copy/copy';
import { laterText } from '@/copy/later-text';
import type { ImagePreviewEvent } from '@/machines/image-preview.machine';
import type { ImagePreviewViewData } from '@/machines/image-preview.view';
import { responsiveImage } from '@/rules/media-url';
import { Tabs } from './tabs';

const tabClass =
  'border-b-2 border-transparent min-h-11 shrink-0 px-3 py-2.5 md:px-4 text-sm whitespace-nowrap text-neutral-600 focus-visible:bg-brand-50 focus-visible:-outline-offset-2 hover:text-brand-600 data-selected:border-brand-500 data-selected:font-semibold data-selected:text-brand-600';

const underDevelopmentTabs = [labels.salesRecords, labels.transferRecords, labels.reviews];

export function DetailTabs({
  preview,
  send,
}: {
  preview: ImagePreviewViewData;
  send: (event: ImagePreviewEvent) => void;
}) {
  const detailPanel = (
    <>
      {preview.images.length === 0 && (
        <p className="py-8 text-center text-neutral-500">{laterText.noDetailImages}</p>
      )}
      {preview.images.map((src, index) => {
        const name = fill(laterText.openDetailImage, { n: index + 1 });
        return (
          <button
            key={src}
            type="button"
            aria-label={name}
            className="block cursor-zoom-in"
            onClick={() => send({ type: 'user.openPreview', index })}
          >
            <img
              {...responsiveImage(src, 'detailImage')}
              alt=""
              width={750}
              height={750}
              loading="lazy"
              // a grey box, not a blank, while a lazy image is still on its way
              className="block h-auto w-full bg-neutral-50"
            />
          </button>
        );
      })}
    </>
  );
  return (
    <Tabs
      className="rounded-lg bg-white shadow-sm"
      listClassName="flex overflow-x-auto border-b border-neutral-200"
      tabClassName={tabClass}
      tabs={[
        {
          name: labels.detailImages,
          panel: detailPanel,
          panelClassName: 'mx-auto flex max-w-[750px] flex-col p-4',
        },
        ...underDevelopmentTabs.map((name) => ({
          name,
          panel: notices.underDevelopment,
          panelClassName: 'p-4 py-10 text-center text-neutral-500',
        })),
      ]}
    />
  );
}
