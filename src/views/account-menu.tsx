/**
 * The nickname button of the header's account menu (a logged-in buyer's 退出其他设备). Whether the
 * menu is open, and what it shows, is the session machine's loggedIn.devices region; the panel
 * (account-menu-panel.tsx) is rendered by the session provider and loads when first opened, so
 * the first load of a page carries only this button (issue #7's budget).
 */
import type { SessionHandle } from './session-context';

// the same ids in account-menu-panel.tsx (kept apart: sharing a module would cost the first load a chunk)
const ACCOUNT_MENU_BUTTON_ID = 'account-menu-button';
const ACCOUNT_MENU_ID = 'account-menu';

export function AccountMenuButton({ session: { view, send } }: { session: SessionHandle }) {
  if (!view.user) return null;
  const open = view.devices !== null;
  return (
    <button
      id={ACCOUNT_MENU_BUTTON_ID}
      type="button"
      aria-expanded={open}
      aria-controls={open ? ACCOUNT_MENU_ID : undefined}
      onClick={() => send({ type: open ? 'user.closeAccountMenu' : 'user.openAccountMenu' })}
      className="inline-flex max-w-[12ch] items-center justify-center gap-1 text-neutral-800 hover:text-brand-600 max-md:max-w-[3.5em]"
      title={view.user.nickname}
    >
      <span className="truncate">{view.user.nickname}</span>
      <span aria-hidden="true" className="text-xs text-neutral-500">
        ▾
      </span>
    </button>
  );
}
