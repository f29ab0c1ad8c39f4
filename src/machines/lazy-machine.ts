/**
 * A machine made on its first use, or in a task of its own just after the page's modules have
 * been evaluated, not during that evaluation (issue #17: TBT). xstate builds a whole chart when it
 * is created, every state node and transition, in code that has not run yet; for the machines of
 * the first load that was half of the evaluation of the page's modules, one long task on a phone.
 * Each one's timer is set while the modules evaluate, so all are built, one task each, before
 * main.tsx's own next task makes the router and hydrates the page. The proxy is the machine to
 * every reader: xstate, @xstate/react and xstate/graph read its properties, use `in` and instanceof.
 */
export function lazyMachine<T extends object>(make: () => T): T {
  let made: T | undefined;
  const real = (): T => (made ??= make());
  setTimeout(real);
  return new Proxy({} as T, {
    get: (_, key) => real()[key as keyof T],
    has: (_, key) => key in real(),
    getPrototypeOf: () => Object.getPrototypeOf(real()),
  });
}
