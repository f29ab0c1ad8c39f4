/**
 * Web Storage as browsers break it (issue #8 item 5), for the stores' unit tests:
 * - disabled (site data blocked, some private modes): the mere `localStorage` access throws a
 *   SecurityError DOMException;
 * - full: `setItem` throws a QuotaExceededError DOMException, reading still works.
 */
import { afterEach } from 'vitest';

export const securityError = () => new DOMException('The operation is insecure.', 'SecurityError');
export const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** A working in-memory Storage whose setItem throws QuotaExceededError; `map` is what it holds. */
export function fullStorage(entries: Record<string, string> = {}): Storage & { map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    map,
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: () => {
      throw quotaError();
    },
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');

/**
 * Replaces the global `localStorage` until the end of the test: with `storage`, or with a getter
 * that throws SecurityError when `storage` is 'disabled'.
 */
export function replaceLocalStorage(storage: Storage | 'disabled'): void {
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get: () => {
      if (storage === 'disabled') throw securityError();
      return storage;
    },
  });
}

afterEach(() => {
  if (original) Object.defineProperty(globalThis, 'localStorage', original);
});
