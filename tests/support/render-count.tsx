/**
 * Render counts, for tests that say which parts of a page re-render. A test replaces a view
 * module's component through vi.mock (keeping the rest of the module) with
 * - `profiled(Component, idOf)`: a React <Profiler> around it, counting every commit of its tree
 *   under the id its props give (e.g. 'row 100500012'); for parts without counted parts inside,
 *   since a Profiler also reports its descendants' commits;
 * - `counted(Component, id)`: a counter in the wrapper's render, for a part that holds others
 *   (the goods information holds the size rows): it counts that part's own renders only.
 * Either wrapper is memoized exactly when the component is, so it renders exactly when the
 * component would: the subscriptions and props that decide it are the real ones.
 */
import { type ComponentType, memo, Profiler, type ProfilerOnRenderCallback } from 'react';

/** id → how many commits rendered it since the last reset */
export const renders = new Map<string, number>();

const count: ProfilerOnRenderCallback = (id) => {
  renders.set(id, (renders.get(id) ?? 0) + 1);
};

const memoType = Symbol.for('react.memo');

export function profiled<P extends object>(
  Component: ComponentType<P>,
  idOf: (props: P) => string,
): ComponentType<P> {
  function Profiled(props: P) {
    return (
      <Profiler id={idOf(props)} onRender={count}>
        <Component {...props} />
      </Profiler>
    );
  }
  const isMemo = (Component as { $$typeof?: symbol }).$$typeof === memoType;
  return isMemo ? (memo(Profiled) as unknown as ComponentType<P>) : Profiled;
}

/** Counts the component's own renders (see above: for parts that hold other counted parts). */
export function counted<P extends object>(
  Component: ComponentType<P>,
  idOf: (props: P) => string,
): ComponentType<P> {
  function Counted(props: P) {
    const id = idOf(props);
    renders.set(id, (renders.get(id) ?? 0) + 1);
    return <Component {...props} />;
  }
  const isMemo = (Component as { $$typeof?: symbol }).$$typeof === memoType;
  return isMemo ? (memo(Counted) as unknown as ComponentType<P>) : Counted;
}

/** The ids rendered since the last reset, sorted, with their counts: what a test compares. */
export function rendered(): Record<string, number> {
  return Object.fromEntries([...renders.entries()].sort(([a], [b]) => a.localeCompare(b)));
}
