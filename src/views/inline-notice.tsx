/**
 * A notice beside the action it answers (请选择商品, 收藏成功, a failure): an alert for errors, a
 * status for the rest, so screen readers announce it; it stays until the buyer closes it or acts
 * again (a toast that fades would hide an error before a slow reader got to it).
 */
import type { ReactNode } from 'react';
import { appText } from '@/copy/copy';

export function InlineNotice({
  tone,
  children,
  onDismiss,
}: {
  tone: 'success' | 'info' | 'error';
  children: ReactNode;
  /** absent for a notice that ends by itself (正在搜索相似商品，请稍候): no close button */
  onDismiss?: () => void;
}) {
  const colours =
    tone === 'error'
      ? 'border-red-200 bg-red-50 text-red-700'
      : tone === 'success'
        ? 'border-green-200 bg-green-50 text-green-800'
        : 'border-brand-100 bg-brand-50 text-brand-700';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2 rounded border px-3 py-2 text-sm ${colours}`}
    >
      <div className="min-w-0 flex-1">{children}</div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={appText.closeNotice}
          className="-my-0.5 shrink-0 rounded px-1 text-base leading-none opacity-70 hover:opacity-100"
        >
          ×
        </button>
      )}
    </div>
  );
}
