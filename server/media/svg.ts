/**
 * Draws an ImageSpec as SVG: a plush-toy silhouette per Shape in the spec's fill, on its
 * background. The spec's label is not drawn: the images stand in for product photos, and a buyer
 * must never see a debug mark such as '1001 poster' (issue 19 item 18).
 *
 * The drawings are deliberately simple and flat: they stand in for product photos, so what
 * matters is that a shape reads at a glance (a bear is a bear at 80 px), that a white toy stays
 * visible on a light background (every silhouette is outlined in a darker tone of its own fill),
 * and that shape and fill dominate the pixels, so that image similarity groups a family first
 * and its colours second.
 */
import type { ImageSpec, Shape } from '../seed/catalogue-types';

const INK = '#3b2a25';
const BLUSH = '#f58fa0';
const PANDA_BLACK = '#2f2f35';

function rgb(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m?.[1]) throw new Error(`colour must be #rrggbb, got ${hex}`);
  const n = Number.parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Linear mix of two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`;
}

interface Tones {
  fill: string;
  /** inner ears, paws, fins */
  dark: string;
  /** snout, tummy, cheeks */
  light: string;
  outline: string;
}

function tones(fill: string): Tones {
  return {
    fill,
    dark: mix(fill, '#000000', 0.22),
    light: mix(fill, '#ffffff', 0.6),
    outline: mix(fill, INK, 0.55),
  };
}

const line = (t: Tones, width = 1.4) =>
  `stroke="${t.outline}" stroke-width="${width}" stroke-linejoin="round"`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;
const polygon = (points: string, fill: string, extra = '') =>
  `<polygon points="${points}" fill="${fill}" ${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;

/** Two eyes with a highlight, blushing cheeks and a small smile: what makes a blob a plush toy. */
function face(cx: number, cy: number, spread: number, smileAt = 7): string {
  return [
    ellipse(cx - spread - 5.5, cy + 6, 3.6, 2.2, BLUSH, 'opacity="0.55"'),
    ellipse(cx + spread + 5.5, cy + 6, 3.6, 2.2, BLUSH, 'opacity="0.55"'),
    circle(cx - spread, cy, 2.7, INK),
    circle(cx + spread, cy, 2.7, INK),
    circle(cx - spread + 0.9, cy - 0.9, 0.9, '#ffffff'),
    circle(cx + spread + 0.9, cy - 0.9, 0.9, '#ffffff'),
    path(
      `M${cx - 2.5} ${cy + smileAt} q2.5 2.4 5 0`,
      'none',
      `stroke="${INK}" stroke-width="1.1" stroke-linecap="round"`,
    ),
  ].join('');
}

const shadow = ellipse(50, 95, 30, 3.2, '#000000', 'opacity="0.07"');

function bear(t: Tones): string {
  const s = line(t);
  return [
    shadow,
    circle(30, 28, 11, t.fill, s),
    circle(70, 28, 11, t.fill, s),
    circle(30, 28, 5.5, t.light),
    circle(70, 28, 5.5, t.light),
    ellipse(50, 78, 24, 17, t.fill, s),
    ellipse(50, 80, 12, 10, t.light),
    ellipse(28, 76, 7, 9, t.fill, s),
    ellipse(72, 76, 7, 9, t.fill, s),
    ellipse(38, 92, 8, 5, t.light, s),
    ellipse(62, 92, 8, 5, t.light, s),
    circle(50, 48, 25, t.fill, s),
    ellipse(50, 58, 10, 7.5, t.light),
    ellipse(50, 55, 3.2, 2.3, INK),
    face(50, 46, 9, 12),
  ].join('');
}

function bunny(t: Tones): string {
  const s = line(t);
  const inner = mix(t.fill, '#f4a7b9', 0.55);
  return [
    shadow,
    ellipse(40, 24, 7, 19, t.fill, `${s} transform="rotate(-12 40 40)"`),
    ellipse(60, 24, 7, 19, t.fill, `${s} transform="rotate(12 60 40)"`),
    ellipse(40, 25, 3.5, 13, inner, 'transform="rotate(-12 40 40)"'),
    ellipse(60, 25, 3.5, 13, inner, 'transform="rotate(12 60 40)"'),
    ellipse(50, 82, 20, 13, t.fill, s),
    ellipse(40, 93, 7, 4, t.light, s),
    ellipse(60, 93, 7, 4, t.light, s),
    circle(50, 56, 21, t.fill, s),
    ellipse(50, 60.5, 2.2, 1.6, BLUSH),
    face(50, 54, 8),
  ].join('');
}

function cat(t: Tones): string {
  const s = line(t);
  return [
    shadow,
    path('M70 86 Q94 86 88 64', 'none', `stroke="${t.outline}" stroke-width="8" stroke-linecap="round"`),
    path('M70 86 Q94 86 88 64', 'none', `stroke="${t.fill}" stroke-width="5.2" stroke-linecap="round"`),
    ellipse(50, 82, 22, 14, t.fill, s),
    polygon('27,42 30,15 48,30', t.fill, s),
    polygon('73,42 70,15 52,30', t.fill, s),
    polygon('31,36 32,22 42,30', t.light),
    polygon('69,36 68,22 58,30', t.light),
    ellipse(50, 50, 26, 22, t.fill, s),
    polygon('48.5,55.5 51.5,55.5 50,57.5', BLUSH),
    path(
      'M33 56 L21 54 M33 59 L21 61 M67 56 L79 54 M67 59 L79 61',
      'none',
      `stroke="${t.outline}" stroke-width="0.9" stroke-linecap="round"`,
    ),
    ellipse(42, 94, 6.5, 3.5, t.light, s),
    ellipse(58, 94, 6.5, 3.5, t.light, s),
    face(50, 49, 9),
  ].join('');
}

function dog(t: Tones): string {
  const s = line(t);
  return [
    shadow,
    polygon('25,42 23,11 45,28', t.fill, s),
    polygon('75,42 77,11 55,28', t.fill, s),
    polygon('29,36 28,19 40,29', t.dark),
    polygon('71,36 72,19 60,29', t.dark),
    ellipse(50, 82, 23, 14, t.fill, s),
    ellipse(50, 84, 11, 8, t.light),
    ellipse(40, 94, 7, 4, t.light, s),
    ellipse(60, 94, 7, 4, t.light, s),
    ellipse(50, 52, 25, 21, t.fill, s),
    ellipse(50, 61, 14, 10, t.light),
    ellipse(50, 44, 3.5, 9, t.light),
    ellipse(50, 64.5, 2.4, 3, '#f07f8f'),
    ellipse(50, 56, 3.6, 2.6, INK),
    face(50, 49, 10, 10),
  ].join('');
}

function duck(t: Tones): string {
  const s = line(t);
  const orange = '#f5a33b';
  return [
    shadow,
    ellipse(45, 93, 7, 3, orange),
    ellipse(63, 93, 7, 3, orange),
    polygon('78,60 93,50 88,68', t.fill, s),
    ellipse(54, 71, 30, 21, t.fill, s),
    ellipse(62, 70, 14, 9, t.dark, 'transform="rotate(-15 62 70)"'),
    circle(40, 40, 18, t.fill, s),
    ellipse(23, 45, 9, 4.5, orange, `stroke="${mix(orange, INK, 0.5)}" stroke-width="1.2"`),
    ellipse(45, 47, 3.4, 2.1, BLUSH, 'opacity="0.55"'),
    circle(36, 37, 2.7, INK),
    circle(36.9, 36.1, 0.9, '#ffffff'),
  ].join('');
}

function starPoints(cx: number, cy: number, outer: number, inner: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const angle = ((-90 + i * 36) * Math.PI) / 180;
    const r = i % 2 === 0 ? outer : inner;
    return `${(cx + r * Math.cos(angle)).toFixed(2)},${(cy + r * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

function star(t: Tones): string {
  const points = starPoints(50, 55, 42, 20);
  // A wide round-joined stroke in the fill colour rounds the points off, like a stuffed cushion.
  return [
    shadow,
    polygon(points, t.outline, `stroke="${t.outline}" stroke-width="10" stroke-linejoin="round"`),
    polygon(points, t.fill, `stroke="${t.fill}" stroke-width="7.2" stroke-linejoin="round"`),
    face(50, 56, 7),
  ].join('');
}

function heart(t: Tones): string {
  return [
    shadow,
    path(
      'M50 88 C20 68 7 48 15 31 C22 16 42 15 50 30 C58 15 78 16 85 31 C93 48 80 68 50 88 Z',
      t.fill,
      line(t, 2),
    ),
    ellipse(33, 32, 6, 3.5, t.light, 'opacity="0.7" transform="rotate(-35 33 32)"'),
    face(50, 48, 10),
  ].join('');
}

function whale(t: Tones): string {
  const s = line(t);
  return [
    shadow,
    path(
      'M40 34 q-4 -8 -11 -10 M40 34 q0 -10 0 -14 M40 34 q4 -8 11 -10',
      'none',
      'stroke="#7fc4f0" stroke-width="2.2" stroke-linecap="round"',
    ),
    path('M74 60 Q86 52 88 36 Q92 46 99 44 Q96 60 82 68 Z', t.fill, s),
    ellipse(46, 63, 36, 25, t.fill, s),
    path('M14 68 Q46 96 80 70 Q46 82 14 68 Z', t.light),
    ellipse(52, 82, 8, 4, t.dark, 'transform="rotate(20 52 82)"'),
    face(37, 59, 8),
  ].join('');
}

function panda(t: Tones): string {
  const s = line(t);
  return [
    shadow,
    circle(30, 29, 10, PANDA_BLACK),
    circle(70, 29, 10, PANDA_BLACK),
    ellipse(50, 80, 24, 16, t.fill, s),
    ellipse(28, 76, 7, 9.5, PANDA_BLACK),
    ellipse(72, 76, 7, 9.5, PANDA_BLACK),
    ellipse(38, 92, 8, 5, PANDA_BLACK),
    ellipse(62, 92, 8, 5, PANDA_BLACK),
    circle(50, 50, 25, t.fill, s),
    ellipse(40, 50, 6, 8, PANDA_BLACK, 'transform="rotate(30 40 50)"'),
    ellipse(60, 50, 6, 8, PANDA_BLACK, 'transform="rotate(-30 60 50)"'),
    circle(41, 49, 2.2, '#ffffff'),
    circle(59, 49, 2.2, '#ffffff'),
    circle(41.4, 49.4, 1.2, INK),
    circle(58.6, 49.4, 1.2, INK),
    ellipse(50, 58, 3, 2, PANDA_BLACK),
    ellipse(34, 60, 3.6, 2.2, BLUSH, 'opacity="0.55"'),
    ellipse(66, 60, 3.6, 2.2, BLUSH, 'opacity="0.55"'),
    path('M47.5 61 q2.5 2.4 5 0', 'none', `stroke="${INK}" stroke-width="1.1" stroke-linecap="round"`),
  ].join('');
}

function fox(t: Tones): string {
  const s = line(t);
  return [
    shadow,
    path('M64 88 Q99 88 92 58 Q88 46 80 53 Q85 72 60 79 Z', t.fill, s),
    path('M88 52 Q93 55 92 62 Q87 60 84 56 Q85 52 88 52 Z', t.light),
    ellipse(48, 81, 19, 13, t.fill, s),
    ellipse(48, 84, 9, 7, t.light),
    polygon('24,44 26,12 45,30', t.fill, s),
    polygon('76,44 74,12 55,30', t.fill, s),
    polygon('28,37 29,20 39,30', t.dark),
    polygon('72,37 71,20 61,30', t.dark),
    path('M21 40 Q50 25 79 40 Q77 60 50 73 Q23 60 21 40 Z', t.fill, s),
    path('M25 47 Q38 52 50 71 Q30 65 25 47 Z', t.light),
    path('M75 47 Q62 52 50 71 Q70 65 75 47 Z', t.light),
    ellipse(50, 69, 3, 2.1, INK),
    face(50, 48, 10, 9),
  ].join('');
}

const draw: Record<Shape, (t: Tones) => string> = {
  bear,
  bunny,
  cat,
  dog,
  duck,
  star,
  heart,
  whale,
  panda,
  fox,
};

export function imageSvg(spec: ImageSpec): string {
  const t = tones(spec.fill);
  // The halo ties the background to the toy's colour, as a product photo's backdrop would.
  const halo = mix(spec.background, spec.fill, 0.14);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.size}" height="${spec.size}" viewBox="0 0 100 100">`,
    `<rect width="100" height="100" fill="${spec.background}"/>`,
    circle(50, 55, 42, halo),
    draw[spec.shape](t),
    '</svg>',
  ].join('');
}
