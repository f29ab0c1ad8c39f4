/**
 * The qualification payment's browser side (services/qualification-payment.ts): the payment tab
 * opens synchronously, in the click, before the order exists; a blocked tab is reported, a failed
 * order closes the blank tab; and the payment tab's word arrives over the BroadcastChannel.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { laterText } from '@/copy/later-text';
import { startQualificationPayment, watchPaymentResult } from '@/services/qualification-payment';
import { PAYMENT_CHANNEL } from '@/services/schemas';

interface FakeTab {
  opener: unknown;
  closed: boolean;
  document: Document;
  location: { replace: ReturnType<typeof vi.fn> };
  close: () => void;
}

function fakeTab(): FakeTab {
  const tab: FakeTab = {
    opener: window,
    closed: false,
    document: document.implementation.createHTMLDocument(''),
    location: { replace: vi.fn() },
    close: () => {
      tab.closed = true;
    },
  };
  return tab;
}

/** A fetch that answers only when the test says so, as a slow server does. */
function slowServer(answer: unknown, status = 200) {
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      calls.push(String(input));
      await answered;
      return new Response(JSON.stringify(answer), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls, release };
}

const order = {
  code: 1,
  msg: '',
  data: {
    order_no: 'QP17637120001',
    money: 100,
    body: '查看供应商资质：宝贝乐',
    expires: 1900000000,
    sign: 'ab'.repeat(32),
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('startQualificationPayment', () => {
  it('opens the tab before the order call answers, then sends it to the payment page', async () => {
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const server = slowServer(order);
    const started = startQualificationPayment(101);
    // Synchronously, within the click: the tab is open (opener cut), the order is still on its way.
    expect(open).toHaveBeenCalledTimes(1);
    expect(tab.opener).toBeNull();
    expect(tab.document.body.textContent).toBe(laterText.payTabOpening);
    expect(tab.location.replace).not.toHaveBeenCalled();
    server.release();
    const result = await started;
    expect(server.calls[0]).toMatch(/\/api\/pay\/create$/);
    expect(result).toMatchObject({ orderNo: 'QP17637120001', opened: true });
    const sent = new URL(String(tab.location.replace.mock.calls[0]?.[0]));
    expect(sent.pathname).toBe('/pay');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      order_no: 'QP17637120001',
      money: '100',
      body: '查看供应商资质：宝贝乐',
      expires: '1900000000',
      sign: 'ab'.repeat(32),
    });
    expect(result.payUrl).toBe(`/pay?${sent.searchParams}`);
  });

  it('reports a blocked tab (opened false) and still creates the order, for the link', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const server = slowServer(order);
    server.release();
    await expect(startQualificationPayment(101)).resolves.toMatchObject({
      orderNo: 'QP17637120001',
      opened: false,
    });
  });

  it('reports a tab the buyer closed before the order came as not opened', async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const server = slowServer(order);
    const started = startQualificationPayment(101);
    tab.close();
    server.release();
    await expect(started).resolves.toMatchObject({ opened: false });
    expect(tab.location.replace).not.toHaveBeenCalled();
  });

  it('closes the blank tab and sends it nowhere when the page stops waiting before the order comes', async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const server = slowServer(order);
    const controller = new AbortController();
    const started = startQualificationPayment(101, controller.signal);
    controller.abort();
    server.release();
    await expect(started).rejects.toThrow();
    expect(tab.closed).toBe(true);
    expect(tab.location.replace).not.toHaveBeenCalled();
  });

  it('closes the blank tab and throws when the order cannot be created', async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const server = slowServer({ code: 0, msg: '服务器繁忙，请稍后再试' }, 503);
    server.release();
    await expect(startQualificationPayment(101)).rejects.toMatchObject({ status: 503 });
    expect(tab.closed).toBe(true);
  });
});

describe('watchPaymentResult', () => {
  it('settles with the status the payment page posts for this order, and ignores others', async () => {
    const controller = new AbortController();
    const heard = watchPaymentResult('QP1', controller.signal);
    const page = new BroadcastChannel(PAYMENT_CHANNEL);
    page.postMessage({ order_no: 'QP2', status: 'paid' });
    page.postMessage({ something: 'else' });
    page.postMessage({ order_no: 'QP1', status: 'cancelled' });
    await expect(heard).resolves.toBe('cancelled');
    page.close();
  });

  it('rejects where BroadcastChannel is missing, so that the page relies on polling', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    await expect(watchPaymentResult('QP1', new AbortController().signal)).rejects.toThrow(
      laterText.paymentWatchUnsupported,
    );
  });
});
