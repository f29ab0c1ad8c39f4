/**
 * The statechart diagram's measures and colours, shared by the layout (which sizes the boxes) and
 * both renderers (the SVG string of `npm run flows` and the React diagram of /flows), so the three
 * agree on every number.
 *
 * Text is measured by estimate, not by a browser: the layout must come out the same in Node (the
 * script, CI) as in the page, so that docs/flows is reproducible. The estimate leans wide; boxes
 * keep some air rather than clip a word.
 */
export const diagramStyle = {
  font: '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", system-ui, sans-serif',
  titleSize: 14,
  keySize: 11,
  smallSize: 11,
  /** a title line: 14 px text with room above and below */
  titleLine: 20,
  /** a line of 11 px text */
  smallLine: 15,
  pad: 10,
  radius: 8,
  /** a state box is never narrower than this */
  minBoxWidth: 132,
  /** edge labels and internal rows wrap at these widths */
  labelWidth: 168,
  rowWidth: 250,
  /** the initial dot and the "any state" pill */
  dot: 12,
  colours: {
    brand: '#ff6a00',
    brandDark: '#c24d00',
    brandSoft: '#fff4ed',
    ink: '#262626',
    muted: '#737373',
    faint: '#a3a3a3',
    edge: '#8a8a8a',
    box: '#ffffff',
    boxBorder: '#b5b5b5',
    container: '#fafafa',
    region: '#ffffff',
    label: '#ffffff',
    spec: '#2563eb',
    /** arrows crossed by a hand-written journey only, and by no test */
    journey: '#2563eb',
    uncovered: '#dc2626',
  },
} as const;

/** Width of one character at 1 px font size, by kind (a conservative estimate). */
function charWidth(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  // CJK, fullwidth forms and CJK punctuation take a whole em.
  if (code >= 0x2e80 || (code >= 0x3000 && code <= 0x303f)) return 1;
  if (char === ' ') return 0.3;
  if ("iljtf.,:;|!'[]()".includes(char)) return 0.34;
  if (/[A-Z]/.test(char) || 'mw'.includes(char)) return 0.68;
  if (/[0-9a-z]/.test(char)) return 0.54;
  return 0.62;
}

/** The estimated width of `text` at `size` px (bold adds 6 %). */
export function textWidth(text: string, size: number, bold = false): number {
  let em = 0;
  for (const char of text) em += charWidth(char);
  return em * size * (bold ? 1.06 : 1);
}

/** Pieces a line may break between: each CJK character alone, runs of other characters whole. */
function tokens(text: string): string[] {
  return text.match(/[\u2e80-\uffff]|[^\u2e80-\uffff\s]+|\s+/g) ?? [];
}

/** `text` broken into lines no wider than `width` at `size` px (a long word gets its own line). */
export function wrapText(text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const token of tokens(text)) {
    const next = line + token;
    // Closing punctuation stays at the end of its line (a line never starts with '，' or '）').
    const closing = '，。：；、）」”！？'.includes(token);
    if (line !== '' && !closing && textWidth(next.trimEnd(), size) > width) {
      // ...and an opening bracket moves down with what it opens.
      const opening = line.match(/[（“「《]+$/)?.[0] ?? '';
      const kept = line.slice(0, line.length - opening.length).trimEnd();
      if (kept !== '') lines.push(kept);
      line = opening + token.trimStart();
      continue;
    }
    line = next;
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}
