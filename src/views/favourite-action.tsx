/**
 * 收藏商品 (spec §2 actions, §7): the button goes to the page, which asks for a login first when
 * needed; the favourite machine's notice (the server's msg, or why it failed) shows beside it.
 */
import { fill, labels } from '@/copy/copy';
import { laterText } from '@/copy/later-text';
import type { FavouriteEvent } from '@/machines/favourite.machine';
import type { FavouriteViewData } from '@/machines/favourite.view';
import { actionClass } from './goods-info';
import { InlineNotice } from './inline-notice';

export function FavouriteAction({
  view,
  send,
  sendPage,
}: {
  view: FavouriteViewData;
  send: (event: Extract<FavouriteEvent, { type: 'user.dismissNotice' }>) => void;
  /** a click of 收藏商品; the page asks for a login first when needed */
  sendPage: (event: { type: 'user.favourite' }) => void;
}) {
  return (
    <>
      <button
        type="button"
        className={actionClass}
        aria-busy={view.saving}
        onClick={() => sendPage({ type: 'user.favourite' })}
      >
        <span aria-hidden="true">☆</span>
        {view.saving ? laterText.favouriting : labels.favourite}
      </button>
      {view.notice && (
        <div className="basis-full">
          <InlineNotice tone={view.notice.tone} onDismiss={() => send({ type: 'user.dismissNotice' })}>
            {noticeText(view.notice)}
          </InlineNotice>
        </div>
      )}
    </>
  );
}

/** The server's msg on success; on failure what failed, then why (收藏失败：网络连接失败…). */
function noticeText({ tone, text }: { tone: 'success' | 'error'; text: string | null }): string {
  if (tone === 'success') return text ?? laterText.favouriteDone;
  return text ? fill(laterText.favouriteFailedWhy, { reason: text }) : laterText.favouriteFailed;
}
