/**
 * The detail page's line to the buyer's session (issue 22 item 2). The session is another actor,
 * the root route's: the route hands the page a SessionPort over it (routes/session-port.ts), and
 * the chart does the rest, visible on /flows and run by the model tests. Invoked at the page's
 * root, this line carries the session's news into the chart (the uid as session.changed, the login
 * dialog closed without logging in as session.loginDismissed); the chart's requestLogin action asks
 * the port for the dialog itself.
 *
 * It starts with the page, before the page handles an event that waited for its start (a tap React
 * replays while it hydrates the server's HTML). A promise that never settles rather than
 * fromCallback: the first load has no bytes to spare (see cart-page.machine's removalOnLeaving).
 */
import { fromPromise } from 'xstate';

/** The buyer's session as a page sees it. */
export interface SessionPort {
  /** calls `listener` with the buyer's uid (0 for a visitor) each time the page may see a new one */
  watchUid(listener: (uid: number) => void): () => void;
  /** calls `listener` each time the login dialog is closed without logging in */
  onLoginDismissed(listener: () => void): () => void;
  /** opens the login dialog, naming what will carry on once logged in */
  openLogin(reason: string): void;
}

/** What the line tells the page. */
export type SessionNews = { type: 'session.changed'; uid: number } | { type: 'session.loginDismissed' };

export interface SessionLinkInput {
  /** null for a page without a session (a view rendered alone, /flows' live copy): the line is quiet */
  session: SessionPort | null;
  /** the page, told the news */
  page: { send(event: SessionNews): void };
}

export const sessionLink = fromPromise<never, SessionLinkInput>(
  ({ input: { session, page }, signal }) =>
    new Promise<never>(() => {
      if (!session) return;
      const stops = [
        session.watchUid((uid) => page.send({ type: 'session.changed', uid })),
        session.onLoginDismissed(() => page.send({ type: 'session.loginDismissed' })),
      ];
      // the page stopped: the line is closed
      signal.addEventListener('abort', () => {
        for (const stop of stops) stop();
      });
    }),
);
