/**
 * A QR code drawn as an inline SVG in the first render: no canvas, no effect, crisp at any zoom
 * and printable. The modules come from src/rules/qr-matrix.ts.
 */
import { useMemo } from 'react';
import { qrModules, qrPath } from '@/rules/qr-matrix';

export function QrCodeSvg({ text, title, className }: { text: string; title: string; className?: string }) {
  // Encoding is a few hundred microseconds: memoised so a re-render of the card does not redo it.
  const { size, d } = useMemo(() => qrPath(qrModules(text)), [text]);
  return (
    <svg role="img" viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className={className}>
      <title>{title}</title>
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
