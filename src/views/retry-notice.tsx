/** A failure under a part of the page: what failed, why (when known) and 重试 (spec §8's way). */
import { appText } from '@/copy/copy';
import { InlineNotice } from './inline-notice';

export function RetryNotice({
  title,
  message,
  onRetry,
  onDismiss,
}: {
  title: string;
  message: string | null;
  onRetry: () => void;
  onDismiss?: () => void;
}) {
  return (
    <InlineNotice tone="error" onDismiss={onDismiss}>
      <p className="font-medium">{title}</p>
      {message && <p>{message}</p>}
      <button
        type="button"
        onClick={onRetry}
        className="mt-1 rounded border border-red-300 bg-white px-3 py-1 text-red-700 hover:bg-red-50"
      >
        {appText.retry}
      </button>
    </InlineNotice>
  );
}
