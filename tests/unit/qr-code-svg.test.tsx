/**
 * The supplier card's QR code (views/qr-code.tsx) hydrates the drawing our server sent instead of
 * encoding the text again in the browser (issue #17: the encoding was the longest piece of the
 * card's hydration), and is drawn from the text wherever the page holds no drawing of it.
 */
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { qrModules, qrPath } from '@/rules/qr-matrix';

const encodings = vi.hoisted(() => ({ count: 0 }));
vi.mock('qrcode', async (importOriginal) => {
  const actual = await importOriginal<typeof import('qrcode')>();
  return {
    ...actual,
    create: (...args: Parameters<typeof actual.create>) => {
      encodings.count += 1;
      return actual.create(...args);
    },
  };
});

const SHOP = 'https://m.example.com/shop/8801';
const TITLE = '扫码进店';

/** A page as it arrives: the server's markup, then the browser's own copy of the view's module. */
async function hydrated(serverText: string, browserText: string) {
  const server = await import('@/views/qr-code');
  const html = renderToString(<server.QrCodeSvg text={serverText} title={TITLE} />);
  // a fresh module graph: the browser has none of the server's drawings in memory
  vi.resetModules();
  const [{ QrCodeSvg }, { hydrateRoot }, { act }] = await Promise.all([
    import('@/views/qr-code'),
    import('react-dom/client'),
    import('react'),
  ]);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  encodings.count = 0;
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <QrCodeSvg text={browserText} title={TITLE} />, {
      onRecoverableError: (error) => mismatches.push(error),
    });
  });
  return { container, mismatches };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the QR code on a server-rendered page', () => {
  it('hydrates the drawing the server sent without encoding the text again', async () => {
    const { container, mismatches } = await hydrated(SHOP, SHOP);
    expect(mismatches).toEqual([]);
    expect(encodings.count).toBe(0);
    const expected = qrPath(qrModules(SHOP));
    expect(container.querySelector('path')?.getAttribute('d')).toBe(expected.d);
    expect(container.querySelector('svg')?.getAttribute('viewBox')).toBe(
      `0 0 ${expected.size} ${expected.size}`,
    );
  });

  it('encodes a text the page holds no drawing of (the card drawn in the browser)', async () => {
    await hydrated(SHOP, SHOP);
    const [{ QrCodeSvg }, { createRoot }, { act }] = await Promise.all([
      import('@/views/qr-code'),
      import('react-dom/client'),
      import('react'),
    ]);
    const other = 'https://m.example.com/shop/9902';
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<QrCodeSvg text={other} title={TITLE} />);
    });
    expect(encodings.count).toBe(1);
    expect(container.querySelector('path')?.getAttribute('d')).toBe(qrPath(qrModules(other)).d);
  });
});
