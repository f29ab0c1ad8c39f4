/**
 * routes/use-emitted.ts: what a page's actor emits for an event that reached it before it started
 * is heard. @xstate/react starts the actor in a passive effect; a tap between React's commit and
 * that effect (one React replays as it hydrates the server's HTML, or on a busy phone) waits in
 * the actor's mailbox and is handled as it starts. With the listener in a passive effect of the
 * route, as detail-route.tsx had it, the emitted 'loginRequired' reached no one and a visitor's
 * 查看资质 opened no 登录 dialog (CI); this test failed on that listener.
 */
import { render, screen } from '@testing-library/react';
import { useMachine } from '@xstate/react';
import { useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emit, setup } from 'xstate';
import { useEmitted } from '@/routes/use-emitted';

const askingMachine = setup({
  types: { events: {} as { type: 'user.ask' }, emitted: {} as { type: 'asked'; reason: string } },
}).createMachine({ on: { 'user.ask': { actions: emit({ type: 'asked', reason: '查看资质' }) } } });

function Page({ onAsked }: { onAsked: (reason: string) => void }) {
  const [, send, actor] = useMachine(askingMachine);
  useEmitted(actor, 'asked', ({ reason }) => onAsked(reason));
  return (
    <button type="button" onClick={() => send({ type: 'user.ask' })}>
      查看资质
    </button>
  );
}

/** Taps the button in the commit, before any passive effect (the actor's start among them). */
function TapInCommit() {
  useLayoutEffect(() => {
    screen.getByRole('button', { name: '查看资质' }).click();
  }, []);
  return null;
}

function Heard() {
  const [heard, setHeard] = useState<string[]>([]);
  return (
    <>
      <Page onAsked={(reason) => setHeard((list) => [...list, reason])} />
      <TapInCommit />
      <output aria-label="heard">{heard.join(',')}</output>
    </>
  );
}

describe('useEmitted', () => {
  it('hears what the actor emits for a tap made before it started', async () => {
    render(<Heard />);
    expect((await screen.findByRole('status', { name: 'heard' })).textContent).toBe('查看资质');
  });

  it('hears a tap after the start with the latest handler, once per emit', async () => {
    const heard: string[] = [];
    const { rerender } = render(<Page onAsked={(reason) => heard.push(`first ${reason}`)} />);
    rerender(<Page onAsked={(reason) => heard.push(`latest ${reason}`)} />);
    screen.getByRole('button', { name: '查看资质' }).click();
    expect(heard).toEqual(['latest 查看资质']);
  });
});
