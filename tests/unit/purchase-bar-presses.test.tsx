/**
 * A double or a triple click on 立即购买 or 加入购物车 is one press (input-guards.e2e, CI: on a busy
 * machine the third click of a triple click came after the first order's tab had opened and made a
 * second order). The second and third clicks of a multi-click send nothing; a single click and a
 * keyboard press (Enter, Space: a click of detail 0) each send one.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { labels } from '@/copy/copy';
import type { PurchaseViewData } from '@/machines/purchase.view';
import { PurchaseBar } from '@/views/purchase-bar';

const view: PurchaseViewData = {
  buttons: { addToCart: true, buyNow: true, directShipUrl: null },
  saving: false,
  ordering: false,
  notice: null,
  added: { open: false, cartCount: 0, alsoBoughtGroups: [] },
};

function renderBar() {
  const sendPage = vi.fn();
  render(<PurchaseBar view={view} send={vi.fn()} sendPage={sendPage} />);
  return sendPage;
}

describe('the purchase buttons', () => {
  it.each([labels.buyNow, labels.addToCart])('take a triple click on %s as one press', (name) => {
    const sendPage = renderBar();
    const button = screen.getByRole('button', { name });
    for (const detail of [1, 2, 3]) fireEvent.click(button, { detail });
    expect(sendPage).toHaveBeenCalledTimes(1);
  });

  it('take two single clicks as two presses, and Enter as a press', async () => {
    const user = userEvent.setup();
    const sendPage = renderBar();
    const buyNow = screen.getByRole('button', { name: labels.buyNow });
    fireEvent.click(buyNow, { detail: 1 });
    fireEvent.click(buyNow, { detail: 1 });
    buyNow.focus();
    await user.keyboard('{Enter}');
    expect(sendPage).toHaveBeenCalledTimes(3);
    expect(sendPage).toHaveBeenCalledWith({ type: 'user.buyNow' });
  });
});
