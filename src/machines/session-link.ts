/**
 * The detail page's line to the buyer's session (issue 22 item 2): invoked at the page's root, it
 * carries the session's news into the chart (the uid, as session.changed; the login dialog closed
 * without logging in, as session.loginDismissed) and the chart's requests out (a visitor's gated
 * click asks for the login dialog). The session is another actor, the root route's: the route hands
 * the page a SessionPort over it (routes/session-port.ts), so the wiring is the chart's, visible on
 * /flows and run by the model tests, while the route only creates and provides.
 *
 * Started with the page, before the page handles an event that waited for its start (a tap React
 * replays while it hydrates the server's HTML): such a tap's login request finds the line open.
 */
import { type EventObject, fromCallback } from 'xstate';

/** The buyer's session as a page sees it. */
export interface SessionPort {
  /** calls `listener` with the buyer's uid (0 for a visitor) each time the page may see a new one */
  watchUid(listener: (uid: number) => void): () => void;
  /** calls `listener` each time the login dialog is closed without logging in */
  onLoginDismissed(listener: () => void): () => void;
  /** opens the login dialog, naming what will carry on once logged in */
  openLogin(reason: string): void;
}

/** What the page sends along the line. */
export type SessionLinkEvent = { type: 'login.required'; reason: string };

export interface SessionLinkInput {
  /** null for a page without a session (a view rendered alone, /flows' live copy): the line is quiet */
  session: SessionPort | null;
}

export const sessionLink = fromCallback<SessionLinkEvent, SessionLinkInput, EventObject>(
  ({ input, sendBack, receive }) => {
    const { session } = input;
    if (!session) return;
    const stopUid = session.watchUid((uid) => sendBack({ type: 'session.changed', uid }));
    const stopDismissed = session.onLoginDismissed(() => sendBack({ type: 'session.loginDismissed' }));
    receive((event) => session.openLogin(event.reason));
    return () => {
      stopUid();
      stopDismissed();
    };
  },
);
