/**
 * The audits that keep a Lighthouse category under 100, in words a developer can act on: the
 * audit's title, its display value and the first few elements or URLs its details point at.
 */
import type { Result } from 'lighthouse';

export interface FailingAudit {
  id: string;
  title: string;
  score: number;
  /** ' — displayValue; first items…', empty when the audit says nothing more */
  summary: string;
}

const IGNORED_MODES = new Set(['manual', 'informative', 'notApplicable']);
const MAX_ITEMS = 3;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function nodeText(node: Record<string, unknown>): string {
  const label = [node.selector, node.snippet].filter((v) => typeof v === 'string').join(' ');
  const explanation =
    typeof node.explanation === 'string' ? node.explanation.split('\n').slice(1).join(' ') : '';
  return explanation ? `${label} (${explanation.trim()})` : label;
}

/**
 * One detail item as text: a node's selector, snippet and explanation; a URL; a source location;
 * a checklist's unmet points; the first rows of a nested table; else its first string field.
 */
function itemText(item: unknown): string | undefined {
  if (!isRecord(item)) return undefined;
  if (item.type === 'node') return nodeText(item);
  if (isRecord(item.node)) return nodeText(item.node);
  if (item.type === 'checklist' && isRecord(item.items)) {
    const unmet = Object.values(item.items).filter((point) => isRecord(point) && point.value === false);
    return `unmet: ${unmet.map((point) => (isRecord(point) ? point.label : '')).join('; ')}`;
  }
  if (Array.isArray(item.items)) {
    const rows = item.items.map(itemText).filter((t): t is string => !!t);
    return rows.length ? rows.slice(0, MAX_ITEMS).join(' / ') : undefined;
  }
  if (item.type === 'list-section') return undefined;
  if (isRecord(item.source) && typeof item.source.url === 'string') {
    return `${item.source.url}:${item.source.line}:${item.source.column}`;
  }
  if (typeof item.url === 'string') return item.url;
  return Object.values(item).find((v): v is string => typeof v === 'string');
}

function summaryOf(audit: Result['audits'][string]): string {
  const parts: string[] = [];
  if (audit.displayValue) parts.push(audit.displayValue);
  if (audit.explanation) parts.push(audit.explanation);
  if (audit.errorMessage) parts.push(`error: ${audit.errorMessage}`);
  // Some audits' details.items is an object (insights), not a list of rows.
  const rows = (audit.details as { items?: unknown } | undefined)?.items;
  const items = (Array.isArray(rows) ? rows : []).map(itemText).filter((t): t is string => !!t);
  if (items.length)
    parts.push(items.slice(0, MAX_ITEMS).join(' | ') + (items.length > MAX_ITEMS ? ' | …' : ''));
  return parts.length ? ` — ${parts.join('; ')}` : '';
}

/** The category's audits scored under 1, worst first (errors included, FYI-only audits not). */
export function failingAudits(lhr: Result, categoryId: string): FailingAudit[] {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit): audit is NonNullable<typeof audit> => !!audit && !IGNORED_MODES.has(audit.scoreDisplayMode),
    )
    .filter((audit) => audit.scoreDisplayMode === 'error' || (audit.score !== null && audit.score < 1))
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score ?? 0,
      summary: summaryOf(audit),
    }))
    .sort((a, b) => a.score - b.score);
}
