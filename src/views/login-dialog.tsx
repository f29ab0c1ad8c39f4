/**
 * The 登录 dialog (spec §4: favourite, add to cart, buy now and view qualification open it for a
 * visitor; the header's 登录 too). A controlled Headless UI dialog over the session's view: open,
 * busy and the error all come from the session machine.
 *
 * The fields are uncontrolled on purpose: a failed attempt keeps the dialog (and so the fields)
 * mounted, so nothing typed is lost, and the machine never holds the password. The mobile field
 * starts from the last submitted number, for a dialog closed and opened again.
 */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { type FormEvent, useId } from 'react';
import { fill, labels } from '@/copy/copy';
import { dialogText } from '@/copy/dialog-text';
import type { SessionEvent } from '@/machines/session.machine';
import type { SessionViewData } from '@/machines/session.view';
import { primaryButton } from './message-panel';

interface LoginViewProps {
  view: SessionViewData;
  send: (event: SessionEvent) => void;
}

const panelClass = 'w-full max-w-sm rounded-lg bg-white p-6 shadow-xl';
const titleClass = 'mb-4 text-lg font-semibold text-neutral-900';

export function LoginDialog({ view, send }: LoginViewProps) {
  return (
    // The dialog itself covers the viewport (not a 0×0 wrapper of fixed children), so it is
    // a visible box to the browser and to tests that ask whether it is shown.
    <Dialog
      open={view.login.open}
      onClose={() => send({ type: 'user.closeLogin' })}
      className="fixed inset-0 z-50 flex items-center justify-center p-4"
    >
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <DialogPanel className={`relative ${panelClass}`}>
        <DialogTitle className={titleClass}>{labels.login}</DialogTitle>
        <LoginForm view={view} send={send} />
      </DialogPanel>
    </Dialog>
  );
}

/**
 * The dialog's content without the modal layer, for /flows: a modal would make the demo's own
 * controls (the call outcomes) unreachable while the login waits for one.
 */
export function LoginPanel({ view, send }: LoginViewProps) {
  const titleId = useId();
  if (!view.login.open) return null;
  return (
    <section aria-labelledby={titleId} className={`${panelClass} border border-neutral-200`}>
      <h2 id={titleId} className={titleClass}>
        {labels.login}
      </h2>
      <LoginForm view={view} send={send} />
    </section>
  );
}

const fieldClass =
  'w-full rounded border border-neutral-300 px-3 py-2 focus:border-brand-500 focus:ring-1 focus:ring-brand-500';

function LoginForm({ view, send }: LoginViewProps) {
  const mobileId = useId();
  const passwordId = useId();
  const errorId = useId();
  const { submitting, error, reason, mobile } = view.login;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    send({
      type: 'user.submitLogin',
      mobile: String(form.get('mobile') ?? ''),
      password: String(form.get('password') ?? ''),
    });
  };
  const describedBy = error ? errorId : undefined;
  return (
    // noValidate: the machine checks the fields and says what is wrong in Chinese, in one place.
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {reason && (
        <p className="rounded bg-brand-50 px-3 py-2 text-sm text-brand-700">
          {fill(dialogText.loginReason, { reason })}
        </p>
      )}
      <div className="space-y-1">
        <label htmlFor={mobileId} className="block text-sm text-neutral-700">
          {dialogText.mobile}
        </label>
        <input
          id={mobileId}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          maxLength={20}
          defaultValue={mobile}
          placeholder={dialogText.mobilePlaceholder}
          aria-describedby={describedBy}
          data-autofocus={mobile === '' ? true : undefined}
          className={fieldClass}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={passwordId} className="block text-sm text-neutral-700">
          {dialogText.password}
        </label>
        <input
          id={passwordId}
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder={dialogText.passwordPlaceholder}
          aria-describedby={describedBy}
          data-autofocus={mobile === '' ? undefined : true}
          className={fieldClass}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <button
          type="button"
          onClick={() => send({ type: 'user.closeLogin' })}
          className="rounded border border-neutral-300 px-5 py-2 text-neutral-700 hover:bg-neutral-50"
        >
          {labels.cancel}
        </button>
        <button
          type="submit"
          disabled={submitting}
          aria-busy={submitting}
          className={`${primaryButton} disabled:cursor-wait disabled:opacity-70`}
        >
          {submitting ? dialogText.loggingIn : labels.login}
        </button>
      </div>
    </form>
  );
}
