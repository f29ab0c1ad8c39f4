/**
 * The buyer's session as views see it: the session machine's view and its `send`, handed down by
 * the root route (src/routes/session-provider.tsx) through React context, so that the header,
 * the login dialog and every page read one session without importing services.
 *
 * What a page may send is the session machine's SessionEvent (session.machine.ts) and what it
 * sees is its view-model's SessionViewData (session.view.ts). Outside a provider (a view rendered
 * alone in a test) there is no session: `useSession()` answers null and the header shows no
 * account area.
 */
import { createContext, useContext } from 'react';
import type { SessionEvent } from '@/machines/session.machine';
import type { SessionViewData } from '@/machines/session.view';

export interface SessionHandle {
  view: SessionViewData;
  send: (event: SessionEvent) => void;
}

export const SessionContext = createContext<SessionHandle | null>(null);

export function useSession(): SessionHandle | null {
  return useContext(SessionContext);
}
