// @vitest-environment node
/**
 * A dynamic import that failed is tried again under `?retry=N` (the browser remembers the failed
 * URL), and what the page uses is found in the chunk whether the bundler wrapped it or not.
 */
import { describe, expect, it, vi } from 'vitest';
import { failedModuleUrl, reimportable } from '@/views/reimportable';

const chromiumError = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

describe('failedModuleUrl', () => {
  it.each([
    [
      chromiumError('http://127.0.0.1:3000/assets/supplier-card-DpPPKB6X.js'),
      'http://127.0.0.1:3000/assets/supplier-card-DpPPKB6X.js',
    ],
    [
      new TypeError(
        'error loading dynamically imported module: https://shop.example.com/assets/qr-code-1a.js?retry=2',
      ),
      'https://shop.example.com/assets/qr-code-1a.js?retry=2',
    ],
    [new TypeError('Importing a module script failed.'), undefined],
    ['not an error', undefined],
  ])('reads the module URL of %s', (error, url) => {
    expect(failedModuleUrl(error)).toBe(url);
  });
});

describe('reimportable', () => {
  it('imports once while the module arrives, and picks what the page uses', async () => {
    const load = vi.fn(async () => ({ SupplierCard: 'card' }));
    const importCard = reimportable(load, (m) => m.SupplierCard);
    await expect(importCard()).resolves.toBe('card');
    await expect(importCard()).resolves.toBe('card');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('after a failure naming its URL, asks for that URL with ?retry=1, then ?retry=2', async () => {
    const load = vi.fn(() => Promise.reject(chromiumError('/assets/never-there-0.js')));
    const importIt = reimportable(load, (m: { x?: number }) => m.x);
    await expect(importIt()).rejects.toThrow('never-there-0.js');
    // Node cannot fetch /assets/…: the second attempt fails again, naming the retry URL it asked for
    await expect(importIt()).rejects.toThrow(/never-there-0\.js\?retry=1/);
    await expect(importIt()).rejects.toThrow(/never-there-0\.js\?retry=2/);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('calls the import itself again when the browser names no URL', async () => {
    const load = vi
      .fn<() => Promise<{ x: number }>>()
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValue({ x: 7 });
    const importIt = reimportable(load, (m) => m.x);
    await expect(importIt()).rejects.toThrow();
    await expect(importIt()).resolves.toBe(7);
  });

  it('finds what the page uses inside a chunk that exports its modules as namespaces', async () => {
    const namespace = Object.defineProperty({ SupplierCard: 'card' }, Symbol.toStringTag, {
      value: 'Module',
    });
    const chunk = { t: () => 'another module’s export', n: namespace };
    const importCard = reimportable(
      async () => chunk as unknown as { SupplierCard?: string },
      (m) => m.SupplierCard,
    );
    await expect(importCard()).resolves.toBe('card');
    const importMissing = reimportable(
      async () => chunk as unknown as { Other?: string },
      (m) => m.Other,
    );
    await expect(importMissing()).rejects.toThrow(TypeError);
  });
});
