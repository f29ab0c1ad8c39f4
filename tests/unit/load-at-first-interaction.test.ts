/**
 * Code loaded at the buyer's first touch of the page (lazy-part.tsx loadAtFirstInteraction; issue
 * #17: the zip's code is here before 下载图片视频 when the buyer touched the page first): nothing
 * loads before the first key, pointer or touch; the first one loads it once, later ones never
 * again; a failed load is nobody's business (no unhandled rejection), and preloadLazyParts waits
 * for it too. And the parts a server-rendered page holds (loadParts, issue #17): loaded by name
 * before the page hydrates, with the parts their own code declares, and nothing else.
 */
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, loadAtFirstInteraction, loadParts, preloadLazyParts } from '@/views/lazy-part';

describe('loadAtFirstInteraction', () => {
  it('loads at the first interaction only, once, and swallows a failure', async () => {
    const load = vi.fn(() => Promise.resolve());
    const failing = vi.fn(() => Promise.reject(new Error('the chunk did not arrive')));
    loadAtFirstInteraction(load);
    loadAtFirstInteraction(failing);
    expect(load).not.toHaveBeenCalled();

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(failing).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(load).toHaveBeenCalledTimes(1);

    await expect(preloadLazyParts()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('loadParts', () => {
  it('loads the named parts and the named parts their code declares, not the others', async () => {
    const Inner = () => null;
    const loadInner = vi.fn(() => Promise.resolve({ Inner }));
    // the outer part's module declares the inner part when it is evaluated, as supplier-card.tsx
    // declares the QR code
    const loadOuter = vi.fn(async () => {
      lazyPart('innerOfTest', loadInner, (m) => m.Inner);
      return { Outer: () => null };
    });
    const loadOther = vi.fn(() => Promise.resolve({ Other: () => null }));
    lazyPart('outerOfTest', loadOuter, (m) => m.Outer);
    lazyPart('otherOfTest', loadOther, (m) => m.Other);

    await loadParts(['innerOfTest', 'outerOfTest', 'nobodysPart']);
    expect(loadOuter).toHaveBeenCalledTimes(1);
    expect(loadInner).toHaveBeenCalledTimes(1);
    expect(loadOther).not.toHaveBeenCalled();
  });
});
