/**
 * 查看资质's notices under the supplier card (spec §4, §8): the first check under way, 已取消支付,
 * a failure with 重试. Apart from the dialogs (qualification-dialogs.tsx), which load when opened.
 */

import { appText, notices } from '@/copy/copy';
import { laterText } from '@/copy/later-text';
import type { QualificationEvent } from '@/machines/qualification.machine';
import type { QualificationViewData } from '@/machines/qualification.view';
import { InlineNotice } from './inline-notice';
import { RetryNotice } from './retry-notice';

type Send = (event: QualificationEvent) => void;

/** The notices beside 查看资质: the first check under way, 已取消支付, a failure with 重试. */
export function QualificationNotice({ view, send }: { view: QualificationViewData; send: Send }) {
  if (view.checking)
    return (
      <p role="status" className="mt-2 text-sm text-neutral-600">
        {appText.qualificationChecking}
      </p>
    );
  if (!view.notice) return null;
  return (
    <div className="mt-2">
      {view.notice.kind === 'cancelled' ? (
        <InlineNotice tone="info" onDismiss={() => send({ type: 'user.dismissNotice' })}>
          {notices.paymentCancelled}
        </InlineNotice>
      ) : (
        <RetryNotice
          title={laterText.qualificationFailed}
          message={view.notice.message}
          onRetry={() => send({ type: 'user.retry' })}
          onDismiss={() => send({ type: 'user.dismissNotice' })}
        />
      )}
    </div>
  );
}
