/**
 * Taps and typing before the page's code has run (issue #17): the server's HTML shows the buttons
 * and the quantity fields long before the bundle arrives on a slow phone, and a tap on 加入购物车
 * then must not be lost. A tiny inline script in the page's <head> (EARLY_TAPS_CODE, allowed by
 * its hash in the CSP) keeps the buttons clicked and the fields typed into; main.tsx takes the
 * list just before hydrateRoot (from then on React itself holds the events that arrive before it
 * has finished), and once the page has hydrated the same buttons are clicked again and each
 * field's text is handed to React as an input event, in the order the buyer did them.
 *
 * Only buttons of type="button" are kept (links and the search form work without script), and a
 * field once (its text at replay is the latest).
 */

/** `window[…]`: the list the inline script fills, null once the app has taken it. */
export const EARLY_TAPS_GLOBAL = '__earlyTaps';

export const EARLY_TAPS_CODE =
  `(()=>{const q=[],w=window;w.${EARLY_TAPS_GLOBAL}=q;const k=(t,f)=>document.addEventListener(t,e=>{` +
  `if(w.${EARLY_TAPS_GLOBAL}!==q)return;const x=e.target instanceof Element?f(e.target):null;` +
  `if(x&&q.indexOf(x)<0||x&&x.tagName==='BUTTON')q.push(x)},true);` +
  `k('click',t=>{const b=t.closest('button');return b&&b.type==='button'?b:null});` +
  `k('input',t=>t instanceof HTMLInputElement?t:null)})()`;

type Kept = HTMLButtonElement | HTMLInputElement;

/** What the inline script kept, and the end of its keeping; [] when the page had no such script. */
export function takeEarlyTaps(scope: Record<string, unknown> = window as never): Kept[] {
  const kept = scope[EARLY_TAPS_GLOBAL];
  scope[EARLY_TAPS_GLOBAL] = null;
  return Array.isArray(kept) ? (kept as Kept[]) : [];
}

const nativeValue = () => Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/**
 * The field's text as typed, told to React as an input event: React compares with the value it
 * last knew, so the field is first put back to the server's value (through React's own tracking
 * setter), then to the typed text behind React's back.
 */
async function replayTyping(field: HTMLInputElement) {
  const typed = field.value;
  if (typed === field.defaultValue) return;
  field.value = field.defaultValue;
  nativeValue()?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  // The buyer left the field before hydration (a tap elsewhere took the focus): a typed quantity
  // is judged when it is left (issue 19 item 2), so the leaving is told too — once React has
  // rendered the typed text, which it does in a microtask queued before this one.
  await null;
  field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

// What main.tsx took from the inline script, until the page has hydrated and plays it.
let waiting: Kept[] = [];

/** Keeps what was taken from the inline script until replayEarlyTaps (main.tsx, before hydrateRoot). */
export function keepEarlyTaps(kept: Kept[]): void {
  waiting = kept;
}

/** Whether taps wait to be played: the page is then hydrated whole at once (session-provider.tsx). */
export const earlyTapsWaiting = () => waiting.length > 0;

/**
 * Plays the kept taps once, in order, on the elements still in the page. Called once the page's
 * content has hydrated and its effects have run (views/after-hydration.tsx, the last thing
 * in the page frame): a tap must find the page listening (a visitor's 加入购物车 asks the session
 * for the login through a subscription the page makes in an effect).
 */
export async function replayEarlyTaps(): Promise<void> {
  const kept = waiting;
  waiting = [];
  for (const element of kept) {
    if (!element.isConnected) continue;
    if (element instanceof HTMLInputElement) await replayTyping(element);
    else element.click();
  }
}
