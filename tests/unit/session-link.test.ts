/**
 * The detail page's line to the buyer's session (issue 22 item 2): the chart's sessionLink over
 * the route's SessionPort. A visitor's gated tap that waited for the page's start (one React
 * replays as it hydrates the server's HTML) still asks for the login; the uid reaches the page only
 * once the server's HTML has been hydrated, once per change; a dismissed login comes back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { labels } from '@/copy/copy';
import type { TokenEnd, User } from '@/domain/buyer';
import type { GoodsCard } from '@/domain/goods';
import type { Supplier } from '@/domain/supplier';
import { detailPageMachine, type SideCallInput } from '@/machines/detail-page.machine';
import { sessionMachine } from '@/machines/session.machine';
import type { SessionPort } from '@/machines/session-link';
import { sessionPort } from '@/routes/session-port';
import { hydrationDone, startHydrating } from '@/services/hydration';
import { goodsFixture } from '../support/goods-fixture';
import { supplierFixture } from '../support/supplier-fixture';

const never = () => new Promise<never>(() => {});

function recordingPort() {
  const asked: string[] = [];
  const told: Array<(uid: number) => void> = [];
  const dismissed: Array<() => void> = [];
  const port: SessionPort = {
    watchUid: (listener) => {
      told.push(listener);
      return () => {};
    },
    onLoginDismissed: (listener) => {
      dismissed.push(listener);
      return () => {};
    },
    openLogin: (reason) => asked.push(reason),
  };
  return { port, asked, told, dismissed };
}

function page(port: SessionPort) {
  const goods = goodsFixture();
  const logic = detailPageMachine.provide({
    actors: {
      loadRecommended: fromPromise<GoodsCard[], SideCallInput>(never),
      loadSupplier: fromPromise<Supplier, SideCallInput>(never),
    },
  });
  // the page as the server rendered it: the goods and its supplier came with it, a visitor
  return createActor(logic, {
    input: {
      goodsId: goods.ID,
      uid: 0,
      imageHost: '',
      goods,
      supplier: supplierFixture({ ID: goods.SID }),
      session: port,
    },
  });
}

describe('sessionLink (the page chart’s line to the session)', () => {
  it('asks for the login for a visitor’s tap that waited for the page to start', () => {
    const { port, asked } = recordingPort();
    const actor = page(port);
    actor.send({ type: 'user.favourite' });
    expect(asked).toEqual([]);
    actor.start();
    expect(asked).toEqual([labels.favourite]);
    expect(actor.getSnapshot().matches({ ready: { gate: 'awaitingLogin' } })).toBe(true);
  });

  it('carries the session’s uid and a dismissed login into the chart', () => {
    const { port, told, dismissed } = recordingPort();
    const actor = page(port).start();
    actor.send({ type: 'user.favourite' });
    for (const dismiss of dismissed) dismiss();
    expect(actor.getSnapshot().matches({ ready: { gate: 'open' } })).toBe(true);
    for (const tell of told) tell(7);
    expect(actor.getSnapshot().context.uid).toBe(7);
  });
});

describe('sessionPort (the route’s port over the session actor)', () => {
  afterEach(() => hydrationDone());

  const buyer: User = { id: 7, nickname: '演示买家' };
  const session = () =>
    createActor(
      sessionMachine.provide({
        actors: {
          restoreSession: fromPromise<User | null>(async () => buyer),
          watchSession: fromPromise<TokenEnd>(never),
          loadCartCount: fromPromise(async () => 0),
        },
      }),
    );

  it('tells the uid only once the server’s HTML has been hydrated, and once per change', async () => {
    startHydrating();
    const actor = session();
    const uids: number[] = [];
    sessionPort(actor).watchUid((uid) => uids.push(uid));
    actor.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // restored while hydrating: the page still sees the server's visitor
    expect(actor.getSnapshot().context.user).toEqual(buyer);
    expect(uids).toEqual([]);
    hydrationDone();
    expect(uids).toEqual([7]);
    actor.send({ type: 'cart.changed', count: 3 });
    expect(uids).toEqual([7]);
  });

  it('opens the login dialog with its reason, and hears it dismissed', async () => {
    const actor = createActor(
      sessionMachine.provide({ actors: { restoreSession: fromPromise<User | null>(async () => null) } }),
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const port = sessionPort(actor);
    let dismissals = 0;
    port.onLoginDismissed(() => {
      dismissals += 1;
    });
    port.openLogin(labels.favourite);
    expect(actor.getSnapshot().context.reason).toBe(labels.favourite);
    actor.send({ type: 'user.closeLogin' });
    expect(dismissals).toBe(1);
  });
});
