/**
 * Issue #17: taps kept from before hydration are played once the parts behind the page's Suspense
 * boundaries have their content (a tap played on the server's markup of an unhydrated part was
 * lost). partsHydrated is that moment: here for parts drawn in the browser, whose code arrives
 * later (the e2e test server-render.e2e.test.ts plays the tap on a hydrating page).
 */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPart, partsHydrated } from '@/views/lazy-part';

/** A lazy part whose code arrives when the test says so. */
function heldPart(text: string) {
  let arrive = () => {};
  const code = new Promise<{ Card: () => React.JSX.Element }>((resolve) => {
    arrive = () => resolve({ Card: () => <p>{text}</p> });
  });
  const Part = lazyPart(
    `held-${text}`,
    () => code,
    (module) => module.Card,
  );
  return { Part, arrive };
}

/** Whether partsHydrated() has settled, once pending effects and promises have run. */
async function settled(): Promise<() => boolean> {
  let done = false;
  void partsHydrated().then(() => {
    done = true;
  });
  await act(async () => {});
  return () => done;
}

describe('partsHydrated', () => {
  it('settles at once when no part waits', async () => {
    render(<h1>泰迪熊公仔</h1>);
    expect((await settled())()).toBe(true);
  });

  it('waits for a part whose code has not arrived, and settles once it is drawn', async () => {
    const { Part, arrive } = heldPart('东莞市萌趣玩具有限公司');
    render(<Part fallback={<p>名片加载中</p>} />);
    const done = await settled();
    expect(screen.getByText('名片加载中')).toBeVisible();
    expect(done()).toBe(false);

    await act(async () => arrive());
    expect(screen.getByText('东莞市萌趣玩具有限公司')).toBeVisible();
    expect(done()).toBe(true);
  });

  it('does not wait for a part that left the page before its code came', async () => {
    const { Part, arrive } = heldPart('推荐的毛绒熊');
    const { rerender } = render(<Part fallback={<p>推荐加载中</p>} />);
    const done = await settled();
    expect(done()).toBe(false);
    rerender(<p>另一个商品</p>);
    await act(async () => {});
    expect(done()).toBe(true);
    // the code comes after all: nothing in this file waits on it any more
    arrive();
  });
});
