/**
 * A QR code drawn as an inline SVG in the first render: no canvas, no effect, crisp at any zoom
 * and printable. The modules come from src/rules/qr-matrix.ts.
 */
import { useMemo } from 'react';
import { type QrPath, qrModules, qrPath } from '@/rules/qr-matrix';

/**
 * Each text's drawing, for the page's life: the card is drawn by the hydration and, when its lazy
 * part or the session's first answer re-mounts it, again; on a phone's CPU one encoding is ~60 ms
 * of a long task (choosing the best of eight masks), so it is done once (issue #17 item 4, TBT).
 */
const drawings = new Map<string, QrPath>();

function drawingOf(text: string): QrPath {
  let drawing = drawings.get(text);
  if (!drawing) {
    drawing = qrPath(qrModules(text));
    drawings.set(text, drawing);
  }
  return drawing;
}

export function QrCodeSvg({ text, title, className }: { text: string; title: string; className?: string }) {
  const { size, d } = useMemo(() => drawingOf(text), [text]);
  return (
    <svg role="img" viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className={className}>
      <title>{title}</title>
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
