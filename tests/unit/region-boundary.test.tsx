/**
 * Issue #8 item 1: a region of the page that fails to render gives way to a note with 重试 and
 * leaves the rest of the page alone; a lazily loaded part whose code did not arrive is asked for
 * again on 重试.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appText, fill, labels } from '@/copy/copy';
import { lazyPart } from '@/views/lazy-part';
import { RegionBoundary } from '@/views/region-boundary';

// React reports every error a boundary catches on the console; these are the errors we cause.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

const failedTitle = (name: string) => fill(appText.regionFailed, { name });

function Page({ broken, resetKey = 1 }: { broken: () => boolean; resetKey?: number }) {
  function Recommended() {
    if (broken()) throw new Error('render failed');
    return <p>推荐的毛绒熊</p>;
  }
  return (
    <>
      <h1>泰迪熊公仔</h1>
      <RegionBoundary name={labels.recommended} resetKey={resetKey}>
        <Recommended />
      </RegionBoundary>
    </>
  );
}

describe('RegionBoundary', () => {
  it('replaces only the failed region with 「…暂时无法显示」 and 重试; 重试 renders it again', async () => {
    let broken = true;
    render(<Page broken={() => broken} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(failedTitle(labels.recommended));
    expect(alert).toHaveTextContent(appText.regionFailedHint);
    expect(screen.getByRole('heading', { name: '泰迪熊公仔' })).toBeVisible();

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: appText.retry }));
    expect(screen.getByText('推荐的毛绒熊')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('starts afresh for another goods (a new resetKey)', () => {
    let broken = true;
    const { rerender } = render(<Page broken={() => broken} resetKey={1001} />);
    expect(screen.getByRole('alert')).toHaveTextContent(failedTitle(labels.recommended));
    broken = false;
    rerender(<Page broken={() => broken} resetKey={1002} />);
    expect(screen.getByText('推荐的毛绒熊')).toBeVisible();
  });

  it('asks again for the code of a lazy part that did not arrive', async () => {
    const load = vi
      .fn<() => Promise<{ SupplierCard: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ SupplierCard: () => <p>供应商名片</p> });
    const SupplierCard = lazyPart('supplierCardOfTest', load, (m) => m.SupplierCard);
    // the first touch's preload fails quietly: nothing is shown to the buyer for it
    await expect(SupplierCard.preload()).resolves.toBeUndefined();

    render(
      <RegionBoundary name={appText.supplierRegion}>
        <SupplierCard fallback={<p>加载中</p>} />
      </RegionBoundary>,
    );
    // the failed load is tried again by the render, and this time it arrives
    expect(await screen.findByText('供应商名片')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows 重试 when a lazy part’s code fails while rendering, and loads it on 重试', async () => {
    const load = vi
      .fn<() => Promise<{ Cards: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Cards: () => <p>推荐商品卡片</p> });
    const Cards = lazyPart('cardsOfTest', load, (m) => m.Cards);
    render(
      <RegionBoundary name={labels.recommended}>
        <Cards fallback={<p>加载中</p>} />
      </RegionBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(failedTitle(labels.recommended));
    await userEvent.click(screen.getByRole('button', { name: appText.retry }));
    expect(await screen.findByText('推荐商品卡片')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets a dialog’s region be given up (×): the owner hears of it, and the region renders afresh', async () => {
    let broken = true;
    const onDismiss = vi.fn(() => {
      broken = false;
    });
    function Dialog() {
      if (broken) throw new Error('chunk failed');
      return null;
    }
    render(
      <RegionBoundary name={labels.login} onDismiss={onDismiss}>
        <Dialog />
      </RegionBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(failedTitle(labels.login));
    await userEvent.click(screen.getByRole('button', { name: appText.closeNotice }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
