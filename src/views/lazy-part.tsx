/**
 * Parts of a page whose code loads after the page's first load (issue #7's budget for /detail):
 * the dialogs, loaded when first opened; the supplier card and its QR code, loaded while the
 * supplier call is under way; embla, for a thumbnail strip that has to scroll.
 *
 * So that the first opening of a dialog still feels instant, every lazy part starts loading at
 * the buyer's first interaction with the page (the pointerdown or keydown that precedes the click
 * that opens it), not on idle: page-load metrics (TBT) would see their evaluation. Their bytes come
 * earlier: once the page has hydrated and the browser is idle, the app loader fetches and compiles
 * them without running them (vite/app-loader-plugin.ts, APP_IDLE_EVENT), so a first touch waits
 * for no network, and 下载图片视频 as a first touch shares the line with nothing (issue #17). A part whose code is already here renders at once, without a
 * Suspense round; one that is not renders `fallback` until it is, and is never swapped for the
 * loaded component afterwards (that would remount it and lose its focus and state). A part whose
 * code fails to arrive throws to its region's boundary (region-boundary.tsx), whose 重试 asks for
 * the code again.
 *
 * A page our server rendered (issue #17) holds its parts whole, and the browser must hydrate them
 * without a Suspense round: a part whose boundary still waits for its code when anything above it
 * changes (the session, a call's answer) is drawn again from its fallback, and the server's markup
 * flickers away and back. So the server notes each part it rendered by its name
 * (LazyPartsRendered), the page carries the names, and main.tsx loads those parts' code
 * (loadParts) before it hydrates.
 */
import {
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { reimportable } from './reimportable';

/*
 * The parts of the server's HTML sit in Suspense boundaries, which React hydrates after the page
 * around them, in passes of their own: until it has, their buttons answer nothing. A tap kept from
 * before hydration (services/early-taps.ts) played on one then was lost: a buyer's 查看资质 on the
 * supplier card, whenever the stored session was still being confirmed (nothing above the card
 * changed to make React hydrate it sooner). So the taps wait for partsHydrated.
 */
let unhydratedParts = 0;
let allPartsHydrated: (() => void) | undefined;

/**
 * Settles once every part mounted so far has its content drawn or hydrated (at once when none
 * waits). One waiter at a time, the taps' replay (views/after-hydration.tsx): a later call takes
 * the place of an earlier one still waiting.
 */
export const partsHydrated = () =>
  new Promise<void>((resolve) => {
    allPartsHydrated = resolve;
    if (!unhydratedParts) resolve();
  });

/** A part's content, as LazyPart's and HydratedMark's effects see it. */
interface PartContent {
  shown?: boolean;
  /** set while the part is counted in unhydratedParts: uncounts it, once */
  done?: () => void;
}

/** Renders nothing; its effect runs once the boundary around it has hydrated (or been drawn). */
function HydratedMark({ part }: { part: PartContent }) {
  useEffect(() => {
    part.shown = true;
    part.done?.();
  }, [part]);
  return null;
}

const registered: Array<() => Promise<unknown>> = [];
const byName = new Map<string, () => Promise<unknown>>();

/** While the server renders a page: the names of the parts it rendered. */
export const LazyPartsRendered = createContext<Set<string> | null>(null);

/**
 * Loads the code of the named parts, and of those named parts that a loaded part declares (the
 * supplier card's QR code); names nobody declares are passed over. A failed load is left to the
 * part's render, which asks again.
 */
export async function loadParts(names: readonly string[]): Promise<void> {
  const asked = new Set<string>();
  for (;;) {
    const known = names.filter((name) => !asked.has(name) && byName.has(name));
    if (known.length === 0) return;
    for (const name of known) asked.add(name);
    await Promise.all(known.map((name) => byName.get(name)?.()));
  }
}

const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;
if (typeof window !== 'undefined') {
  const start = () => {
    for (const event of FIRST_INTERACTIONS) window.removeEventListener(event, start, true);
    for (const preload of registered) void preload();
  };
  for (const event of FIRST_INTERACTIONS)
    window.addEventListener(event, start, { capture: true, passive: true });
}

/**
 * Code that is no part (the zip's, for 下载图片视频) but should be here by the time the buyer asks
 * for it: loaded with the parts at the first interaction. `load` handles its own failure (the
 * next use asks again); a failure here is nobody's business until then.
 */
export function loadAtFirstInteraction(load: () => Promise<unknown>): void {
  registered.push(() => load().catch(() => undefined));
}

/** Loads every lazy part, including those that loading the others declares (tests use it). */
export async function preloadLazyParts(): Promise<void> {
  let seen = -1;
  while (seen !== registered.length) {
    seen = registered.length;
    await Promise.all(registered.map((preload) => preload()));
  }
}

/**
 * `name` (unique) tells the browser which parts a server-rendered page holds; `load` imports the
 * part's module, `pick` takes the component from it (kept apart so that a failed import can be
 * tried again under another URL: reimportable.ts).
 */
export function lazyPart<M, P extends object>(
  name: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const importPart = reimportable(load, pick);
  const fetchPart = () => {
    loading ??= importPart().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        // A chunk that did not arrive (network cut, a deploy replaced it) is asked for again by
        // the next render: the failed React.lazy is replaced, since it keeps its rejection.
        loading = null;
        Lazy = lazy(fetchPart) as unknown as ComponentType<P>;
        throw error;
      },
    );
    return loading;
  };
  let Lazy = lazy(fetchPart) as unknown as ComponentType<P>;
  /** Starts loading ahead of need; a failure here is not the buyer's business until rendered. */
  const preload = () => fetchPart().catch(() => undefined);
  registered.push(preload);
  byName.set(name, preload);

  function LazyPart({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    useContext(LazyPartsRendered)?.add(name);
    // A render that failed (region-boundary.tsx) mounts a new LazyPart on 重试, which takes the
    // fresh React.lazy.
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    // A boundary React left for later (or that waits for its code) is counted until its content is
    // there: children's effects run first, so HydratedMark's comes before this one when it is.
    const [part] = useState<PartContent>({});
    useEffect(() => {
      if (!part.shown) {
        unhydratedParts++;
        let counted = true;
        part.done = () => {
          if (counted && !--unhydratedParts) allPartsHydrated?.();
          counted = false;
        };
      }
      return () => part.done?.();
    }, [part]);
    return (
      <Suspense fallback={fallback}>
        <Shown {...(props as P)} />
        <HydratedMark part={part} />
      </Suspense>
    );
  }
  return Object.assign(LazyPart, { preload });
}

/**
 * A dialog with its own props plus `open`: nothing until `open` is first true, then the dialog,
 * which stays mounted so that Headless UI's closing, focus return and transitions work as if it
 * had always been there.
 */
export function lazyDialog<M, P extends object>(
  name: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  const Part = lazyPart(name, load, pick);
  function LazyDialog({ open, ...props }: P & { open: boolean }) {
    const [wanted, setWanted] = useState(open);
    // The control that opened the dialog (issue #18: focus goes back to it on close). Headless UI
    // remembers it by watching focus, but only from when its code is here: a dialog whose code
    // arrives with its first opening never saw the opener be focused, and would leave the focus
    // on <body>. So the opener is noted when `open` turns true, and focused again on close if
    // the focus has fallen to the body.
    const opener = useRef<HTMLElement | null>(null);
    if (open && !opener.current && typeof document !== 'undefined') {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    }
    if (open && !wanted) setWanted(true);
    useEffect(() => {
      if (open) return;
      const element = opener.current;
      opener.current = null;
      if (!element) return;
      // after Headless UI's own restoring (it runs on the next frame)
      const frame = requestAnimationFrame(() => {
        const fallen = !document.activeElement || document.activeElement === document.body;
        if (fallen && element.isConnected) element.focus();
      });
      return () => cancelAnimationFrame(frame);
    }, [open]);
    return wanted ? <Part {...(props as P)} /> : null;
  }
  return Object.assign(LazyDialog, { preload: Part.preload });
}
