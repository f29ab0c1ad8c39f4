/**
 * A route's listener for what an actor emits (the page's 'loginRequired', the session's
 * 'loginDismissed', …), registered before the actor starts.
 *
 * Why not useEffect: @xstate/react starts a useMachine actor in a passive effect, and a route's
 * own passive effects run after it. An event that reached the actor before that (a tap React
 * replays as it hydrates the server's HTML, a tap between the commit and the effects on a busy
 * phone) waits in the actor's mailbox, is handled as the actor starts, and what it emits then
 * reached no listener: a visitor's 查看资质 opened no 登录 dialog (CI, issue #17's early taps).
 * Layout effects run in the commit, before any passive effect, so the listener is always first.
 * (On the server neither kind of effect runs; React 19 does not warn about it.)
 */
import { useLayoutEffect, useRef } from 'react';
import type { AnyActorRef } from 'xstate';

/** What an actor ref emits (xstate's EmittedFrom takes logic, not a ref). */
type EmittedBy<Actor> = Actor extends { on(type: '*', handler: (emitted: infer E) => void): unknown }
  ? E
  : never;

/** Calls the latest `handler` for each `type` that `actor` emits, from before it starts. */
export function useEmitted<Actor extends AnyActorRef, Type extends EmittedBy<Actor>['type']>(
  actor: Actor | null | undefined,
  type: Type,
  handler: (event: EmittedBy<Actor> & { type: Type }) => void,
): void {
  // the handler of the latest render, so that a new closure does not resubscribe
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useLayoutEffect(() => {
    if (!actor) return;
    const subscription = actor.on(type, (event: EmittedBy<Actor> & { type: Type }) => latest.current(event));
    return () => subscription.unsubscribe();
  }, [actor, type]);
}
