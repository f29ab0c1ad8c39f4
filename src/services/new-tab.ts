/**
 * Opening a page in a new tab (spec §4 buy now, §7 browser navigations).
 *
 * Answers whether the browser opened it: a popup blocker makes window.open return null, and the
 * page then offers a link instead of failing silently. `noopener` is not passed because with it
 * window.open always returns null; the opener is cut by hand right after instead.
 */
export function openInNewTab(url: string): boolean {
  const opened = window.open(url, '_blank');
  if (!opened) return false;
  opened.opener = null;
  return true;
}
