/** The results table: one formatting of the rows for the terminal and one for markdown. */
import type { BenchRow } from './types';

/** Enough digits to compare, never more: 1234 · 12.3 · 1.23 · 0.012 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Number.isInteger(value)) return String(value);
  const abs = Math.abs(value);
  return value.toFixed(abs >= 100 ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3);
}

const withUnit = (value: number | undefined, unit: string) =>
  value === undefined ? '' : `${formatNumber(value)}${unit ? ` ${unit}` : ''}`;

const HEADER = ['benchmark', 'metric', 'value', 'floor', 'ratio', 'target', 'pass'];

export function cells(row: BenchRow): string[] {
  return [
    row.benchmark,
    row.metric,
    withUnit(row.value, row.unit),
    withUnit(row.floor, row.unit),
    row.ratio === undefined ? '' : `${row.ratio.toFixed(2)}×`,
    row.target ?? '',
    row.pass === undefined ? '' : row.pass ? '✓' : '✗',
  ];
}

/** Aligned columns for stdout. */
export function textTable(rows: BenchRow[]): string {
  const lines = [HEADER, ...rows.map(cells)];
  const widths = HEADER.map((_, i) => Math.max(...lines.map((line) => (line[i] ?? '').length)));
  const format = (line: string[]) =>
    line
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    format(HEADER),
    widths.map((w) => '─'.repeat(w)).join('  '),
    ...rows.map((r) => format(cells(r))),
  ].join('\n');
}

const escapeCell = (cell: string) => cell.replace(/\|/g, '\\|');

/** A GitHub markdown table, with the notes as a last column. */
export function markdownTable(rows: BenchRow[]): string {
  const header = [...HEADER, 'note'];
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map((h) => (h === 'value' || h === 'floor' || h === 'ratio' ? ' ---: ' : ' --- ')).join('|')}|`,
    ...rows.map((row) => `| ${[...cells(row), row.note ?? ''].map(escapeCell).join(' | ')} |`),
  ].join('\n');
}
