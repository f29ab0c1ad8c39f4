/** A clear message in place of a page's content: bad params, not found, failures (with an action). */
import type { ReactNode } from 'react';
import { appText } from '@/copy/copy';

export function MessagePanel({
  title,
  children,
  action,
  tone = 'info',
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  tone?: 'info' | 'error';
}) {
  return (
    <section
      role={tone === 'error' ? 'alert' : 'status'}
      className="mx-auto my-10 max-w-lg rounded-lg border border-neutral-200 bg-white p-8 text-center shadow-sm"
    >
      <h1 className={tone === 'error' ? 'text-lg font-semibold text-red-600' : 'text-lg font-semibold'}>
        {title}
      </h1>
      {children && <div className="mt-2 text-neutral-600">{children}</div>}
      {action && <div className="mt-5 flex justify-center gap-3">{action}</div>}
    </section>
  );
}

export const primaryButton =
  'rounded bg-brand-500 px-5 py-2 font-medium text-white hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** A page-sized failure: what failed, why (the call's Chinese message), and 重试. */
export function FailurePanel({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: string | null;
  onRetry: () => void;
}) {
  return (
    <MessagePanel
      tone="error"
      title={title}
      action={
        <button type="button" className={primaryButton} onClick={onRetry}>
          {appText.retry}
        </button>
      }
    >
      {error}
    </MessagePanel>
  );
}
