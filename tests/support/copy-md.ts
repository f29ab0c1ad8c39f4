/**
 * Reads ../shared/COPY.md (the product's fixed Chinese copy) into key → text rows, so tests can
 * check the app's copy module against the source it was made from.
 * A row whose key cell lists several keys ("douyin / kuaishou") pairs them with the same number
 * of texts ("抖音 / 快手").
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const COPY_MD_PATH = fileURLToPath(new URL('../../../shared/COPY.md', import.meta.url));

export interface CopyRow {
  section: string;
  key: string;
  text: string;
}

const cells = (line: string) =>
  line
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim());

export function parseCopyMd(markdown: string): CopyRow[] {
  const rows: CopyRow[] = [];
  let section = '';
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) section = line.slice(3).trim();
    if (
      !line.startsWith('|') ||
      line.startsWith('|---') ||
      line.startsWith('| key') ||
      line.startsWith('| field')
    )
      continue;
    const c = cells(line);
    const keyCell = c[0] ?? '';
    // Notices: key | English | 中文 | kind; labels: key | English | 中文; fields: field | 中文.
    const textCell = (c.length === 2 ? c[1] : c[2]) ?? '';
    const keys = keyCell.split(' / ');
    const texts = textCell.split(' / ');
    keys.forEach((key, i) => {
      rows.push({ section, key, text: keys.length === texts.length ? (texts[i] ?? '') : textCell });
    });
  }
  return rows;
}

export function readCopyMd(): CopyRow[] | null {
  return existsSync(COPY_MD_PATH) ? parseCopyMd(readFileSync(COPY_MD_PATH, 'utf8')) : null;
}
