/**
 * The header's account menu (退出其他设备, issue 24 item 3): the step of the session machine's
 * loggedIn.devices region, with its message and buttons. Rendered by the session provider beside
 * the page (loaded when first opened) and placed under the nickname button that opened it.
 * Escape and a press outside close it, and Escape gives the focus back to that button. Each step
 * puts the focus on its first button (or its message), so a keyboard user is in the menu at once
 * and the focus never falls to the page when the button it was on goes away.
 */
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { accountText } from '@/copy/account-text';
import { appText, fill, labels } from '@/copy/copy';
import type { SessionHandle } from './session-context';

// the same ids in account-menu.tsx (the nickname button)
const ACCOUNT_MENU_BUTTON_ID = 'account-menu-button';
const ACCOUNT_MENU_ID = 'account-menu';

const menuButton =
  'rounded border border-neutral-300 px-3 py-1 text-sm hover:border-brand-500 hover:text-brand-600';
const primary = 'rounded bg-brand-500 px-3 py-1 text-sm text-white hover:bg-brand-600 disabled:opacity-60';

type Devices = NonNullable<SessionHandle['view']['devices']>;

const nicknameButton = () => document.getElementById(ACCOUNT_MENU_BUTTON_ID);

/** Under the nickname button, its right edge on the button's (page coordinates: it scrolls with the header). */
function placeUnderButton(): { top: number; right: number } {
  const box = nicknameButton()?.getBoundingClientRect();
  if (!box) return { top: 56, right: 12 };
  return {
    top: box.bottom + window.scrollY + 6,
    right: Math.max(8, document.documentElement.clientWidth - box.right),
  };
}

export function AccountMenuPanel({
  devices,
  send,
}: {
  devices: Devices | null;
  send: SessionHandle['send'];
}) {
  const panel = useRef<HTMLElement>(null);
  const step = devices?.step;
  const [place, setPlace] = useState<{ top: number; right: number } | null>(null);

  // placed when it opens (the header's layout is known by then)
  useEffect(() => {
    setPlace(step ? (current) => current ?? placeUnderButton() : null);
  }, [step]);

  // each step, once shown, takes the focus
  useEffect(() => {
    if (!step || !place) return;
    const first =
      panel.current?.querySelector<HTMLElement>('button:not([disabled]):not([data-logout])') ??
      panel.current?.querySelector<HTMLElement>('[tabindex="-1"]');
    first?.focus();
  }, [step, place]);

  // presses outside (the nickname button toggles by itself) close the menu
  const open = step !== undefined;
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !nicknameButton()?.contains(target))
        send({ type: 'user.closeAccountMenu' });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, send]);

  if (!devices) return null;
  const close = () => send({ type: 'user.closeAccountMenu' });
  return (
    <section
      ref={panel}
      id={ACCOUNT_MENU_ID}
      aria-label={accountText.accountMenu}
      style={place ?? { top: 56, right: 12 }}
      className="absolute z-40 w-64 max-w-[calc(100vw-1rem)] space-y-2 rounded border border-neutral-200 bg-white p-3 text-sm text-neutral-800 shadow-lg"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        close();
        nicknameButton()?.focus();
      }}
    >
      <DevicesStep devices={devices} send={send} close={close} />
      <Link to="/orders" className={`${menuButton} block w-full text-center`} onClick={close}>
        {accountText.myOrders}
      </Link>
      {/* 退出 where an account menu is looked for it, at every width (a phone's one-row header
          has no room for the header's own) */}
      <button
        type="button"
        data-logout=""
        className={`${menuButton} w-full`}
        onClick={() => send({ type: 'user.logout' })}
      >
        {appText.logout}
      </button>
    </section>
  );
}

function DevicesStep({
  devices: { step, others, ended, error },
  send,
  close,
}: {
  devices: Devices;
  send: SessionHandle['send'];
  close: () => void;
}) {
  const message = (text: string, role: 'status' | 'alert' = 'status', busy = false): ReactNode => (
    <p role={role} aria-busy={busy || undefined} tabIndex={-1} className="outline-none">
      {text}
    </p>
  );
  switch (step) {
    case 'counting':
      return message(accountText.counting, 'status', true);
    case 'listed':
      return others > 0 ? (
        <>
          {message(fill(accountText.othersCount, { n: others }))}
          <button type="button" className={primary} onClick={() => send({ type: 'user.endOtherDevices' })}>
            {accountText.endOthers}
          </button>
        </>
      ) : (
        message(accountText.noOthers)
      );
    case 'countFailed':
    case 'endFailed':
      return (
        <>
          {message(
            fill(step === 'countFailed' ? accountText.countFailed : accountText.endFailed, {
              reason: error ?? '',
            }),
            'alert',
          )}
          <div className="flex gap-2">
            <button
              type="button"
              className={primary}
              onClick={() => send({ type: 'user.retryOtherDevices' })}
            >
              {appText.retry}
            </button>
            <button type="button" className={menuButton} onClick={close}>
              {labels.cancel}
            </button>
          </div>
        </>
      );
    case 'confirming':
      return (
        <>
          <p>{fill(accountText.confirmEnd, { n: others })}</p>
          <div className="flex gap-2">
            <button
              type="button"
              className={menuButton}
              onClick={() => send({ type: 'user.cancelEndOtherDevices' })}
            >
              {labels.cancel}
            </button>
            <button
              type="button"
              className={primary}
              onClick={() => send({ type: 'user.confirmEndOtherDevices' })}
            >
              {accountText.confirm}
            </button>
          </div>
        </>
      );
    case 'ending':
      return message(accountText.ending, 'status', true);
    case 'ended':
      return message(fill(accountText.ended, { n: ended }));
  }
}
