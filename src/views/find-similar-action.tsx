/**
 * 找相似 (spec §2 actions, §5, §8): the button sends the cover the gallery shows at the moment of
 * the click (read by the page from the gallery child), and the findSimilar machine's notice shows
 * beside it: 正在搜索相似商品，请稍候 while the search runs, 未找到相似商品, or why it failed. The
 * route opens the results; the found notice keeps a link to them should the page still be here.
 */
import { Link } from '@tanstack/react-router';
import { fill, labels, notices } from '@/copy/copy';
import { laterText } from '@/copy/later-text';
import type { FindSimilarEvent } from '@/machines/find-similar.machine';
import type { FindSimilarNotice, FindSimilarViewData } from '@/machines/find-similar.view';
import { readableNumber } from '@/rules/readable-number';
import { actionClass } from './goods-info';
import { InlineNotice } from './inline-notice';

const toneOf = {
  searching: 'info',
  found: 'success',
  notFound: 'error',
  failed: 'error',
} as const satisfies Record<FindSimilarNotice['kind'], 'info' | 'success' | 'error'>;

function NoticeText({ notice }: { notice: FindSimilarNotice }) {
  switch (notice.kind) {
    case 'searching':
      return <>{notices.searchingSimilar}</>;
    case 'notFound':
      return <>{notices.noSimilar}</>;
    case 'failed':
      return (
        <>
          {notice.error
            ? fill(laterText.similarFailedWhy, { reason: notice.error })
            : laterText.similarFailed}
        </>
      );
    case 'found':
      return (
        <>
          {fill(laterText.similarFound, { n: readableNumber(notice.result.totalCount) })}
          <Link
            to="/search"
            search={{ data: { list: notice.result.list, totalCount: notice.result.totalCount } }}
            className="ml-1 font-medium underline underline-offset-2"
          >
            {laterText.viewSimilar}
          </Link>
        </>
      );
  }
}

export function FindSimilarAction({
  view,
  send,
  cover,
}: {
  view: FindSimilarViewData;
  send: (event: FindSimilarEvent) => void;
  /** the still the gallery shows now: colour i's thumbnail, or the main video's poster */
  cover: () => string;
}) {
  return (
    <>
      <button
        type="button"
        className={actionClass}
        aria-busy={view.searching}
        aria-disabled={view.searching}
        onClick={() => send({ type: 'user.findSimilar', url: cover() })}
      >
        {labels.findSimilar}
      </button>
      {view.notice && (
        <div className="basis-full">
          <InlineNotice
            tone={toneOf[view.notice.kind]}
            onDismiss={view.canDismiss ? () => send({ type: 'user.dismiss' }) : undefined}
          >
            <NoticeText notice={view.notice} />
          </InlineNotice>
        </div>
      )}
    </>
  );
}
