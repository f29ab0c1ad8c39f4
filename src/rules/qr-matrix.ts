/**
 * The QR code of the supplier card (spec §2): the modules of a QR symbol for a text, and an SVG
 * path that draws them. Pure and synchronous, so the card renders its code in the first paint,
 * with no canvas and no effect. Error correction M (15 %) survives a smudged print or a phone
 * photo of a screen while keeping the symbol small enough for a sidebar card.
 */
import { create } from 'qrcode';

/** The quiet zone the QR standard asks for around the symbol, in modules. */
export const QR_QUIET_ZONE = 4;

/** The symbol as rows of modules, `true` for a dark one. */
export function qrModules(text: string): boolean[][] {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, col) => modules.get(row, col) === 1),
  );
}

export interface QrPath {
  /** width and height of the drawing, quiet zone included, in modules */
  size: number;
  /** an SVG path of the dark modules, one rectangle per horizontal run */
  d: string;
}

/**
 * The dark modules as one SVG path, shifted by the quiet zone. Runs of dark modules on a row
 * become one rectangle: a third of the path of one square per module, and no hairline seams
 * between neighbours when the browser scales the drawing.
 */
export function qrPath(modules: boolean[][], quietZone = QR_QUIET_ZONE): QrPath {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (row[x]) x += 1;
      parts.push(`M${start + quietZone} ${y + quietZone}h${x - start}v1h-${x - start}z`);
    }
  });
  return { size: modules.length + 2 * quietZone, d: parts.join('') };
}
