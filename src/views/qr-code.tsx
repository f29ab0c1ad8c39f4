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

/**
 * The drawing our server put in the page for this text, read before React hydrates it: encoding is
 * the longest piece of the card's hydration (~25 ms of one task even unthrottled, issue #17: TBT),
 * and the server did it already. The drawing is the same function's output, so hydration matches.
 */
function serverDrawing(text: string): QrPath | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const svg of document.querySelectorAll<SVGSVGElement>('svg[data-qr-text]')) {
    if (svg.dataset.qrText !== text) continue;
    const d = svg.querySelector('path')?.getAttribute('d');
    const size = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
    if (d && Number.isInteger(size) && size > 0) return { size, d };
  }
  return undefined;
}

function drawingOf(text: string): QrPath {
  let drawing = drawings.get(text);
  if (!drawing) {
    drawing = serverDrawing(text) ?? qrPath(qrModules(text));
    drawings.set(text, drawing);
  }
  return drawing;
}

export function QrCodeSvg({ text, title, className }: { text: string; title: string; className?: string }) {
  const { size, d } = useMemo(() => drawingOf(text), [text]);
  return (
    <svg
      role="img"
      data-qr-text={text}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <title>{title}</title>
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
