/**
 * The one reader of a typed quantity (issue 19 item 2), shared by the detail page's size rows and
 * the cart page's lines, and judged once, when the buyer commits the field (Enter or leaving it),
 * never per keystroke: judging each keystroke dropped what it could not read yet, so typing `3.5`
 * gave 35, `-5` gave 5 and `1e3` gave 13.
 *
 * A field takes whatever a buyer types or pastes (a Chinese IME may give full-width digits, a
 * paste may carry a unit: ' 12 件', a thousands separator: '1,000'), so the reader finds the
 * number the buyer wrote, and keeps its whole part only: a decimal or an exponent is cut at the
 * point ('3.5' → 3, '1e3' → 1: a number of pieces is never read as 1000 from an exponent, and
 * never as digits run together). `judgeTypedQuantity` then keeps it within the field's bounds and
 * says what it changed, so the page can tell the buyer (最多 168 件, 只能填整数…).
 */

/** What a text says as a number of pieces, before any bound. */
export type TypedReading =
  /** nothing typed (spaces only): no pieces */
  | { kind: 'empty' }
  /** no number in it ('abc') */
  | { kind: 'notNumber' }
  /** `whole`: the integer part, signed (Infinity for more digits than a double holds); `cut`: a fraction or an exponent was dropped */
  | { kind: 'number'; whole: number; cut: boolean };

// Full-width digits and signs as a Chinese IME types them (０-９ ． － ＋ ｅ).
const FULL_WIDTH = /[０-９．－＋ｅＥ]/g;
// A thousands separator between digits: '1,000' and '1，000' mean 1000.
const THOUSANDS = /(\d)[,，](?=\d{3}(?!\d))/g;
// The first number in the text: sign, whole part, then what is cut (a fraction, an exponent).
const NUMBER = /([-+]?)(\d*)(\.?\d*(?:e[-+]?\d+)?)/i;

/** Half-width digits and signs, '-' for every minus (U+2212 too), thousands separators taken out. */
export function plainDigits(text: string): string {
  return text
    .replace(FULL_WIDTH, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u2212/g, '-')
    .replace(THOUSANDS, '$1');
}

/** Reads the number a buyer typed or pasted: its whole part, and whether anything was cut. */
export function readTypedQuantity(text: string): TypedReading {
  const plain = plainDigits(text);
  // The first digit, with its sign and point: '.5' and '-.5' (no whole digits) are numbers too.
  const at = plain.search(/[-+]?\.?\d/);
  if (at < 0) return { kind: plain.trim() ? 'notNumber' : 'empty' };
  const [, sign, digits, rest] = NUMBER.exec(plain.slice(at)) as unknown as string[];
  const whole = Number(`${sign}${digits || 0}`);
  // '3.0', '2.' and '1e0' say the whole number itself: nothing the buyer meant was cut.
  // whole || 0: -0 ('-0', '-.5') is 0 pieces.
  return { kind: 'number', whole: whole || 0, cut: Number(`${sign}${digits || 0}${rest}`) !== whole };
}

/** What a commit changed, for the hint beside the field. */
export type QuantityHint =
  /** above the most the field takes (the stock): set to it */
  | 'max'
  /** below the least (a minus on the detail page): set to it */
  | 'negative'
  /** below the least where the least is kept (0 on a cart line): the quantity before stays */
  | 'min'
  /** a decimal or an exponent: its whole part taken */
  | 'whole'
  /** no number: the quantity before stays */
  | 'notNumber';

export interface QuantityBounds {
  min: number;
  max: number;
  /** the quantity before the commit, kept when the text cannot be taken */
  current: number;
  /**
   * What a number below `min` does: 'clamp' sets `min` (a size row: '-5' → 0), 'keep' keeps
   * `current` (a cart line: 0 is not a quantity, taking a line out is 删除's job).
   */
  belowMin: 'clamp' | 'keep';
}

export interface JudgedQuantity {
  quantity: number;
  /** null when the quantity is what the buyer wrote */
  hint: QuantityHint | null;
}

/**
 * The quantity a committed text sets within the bounds, and what was changed to get there. An
 * empty field is 0 pieces (so a cleared size row is 0, and a cleared cart line keeps its quantity).
 * A field with no room at all (max below min: a sold-out cart line) keeps `current` silently.
 */
export function judgeTypedQuantity(text: string, bounds: QuantityBounds): JudgedQuantity {
  const { min, max, current } = bounds;
  const read = readTypedQuantity(text);
  if (read.kind === 'notNumber') return { quantity: current, hint: 'notNumber' };
  if (max < min) return { quantity: current, hint: null };
  const whole = read.kind === 'empty' ? 0 : read.whole;
  const cut = read.kind === 'number' && read.cut;
  if (whole > max) return { quantity: max, hint: 'max' };
  if (whole < min) {
    if (bounds.belowMin === 'keep') return { quantity: current, hint: 'min' };
    return { quantity: min, hint: whole < 0 ? 'negative' : 'min' };
  }
  return { quantity: whole, hint: cut ? 'whole' : null };
}
