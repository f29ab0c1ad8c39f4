// @vitest-environment node
/**
 * docs/SECURITY.md names, for each threat, the file that stops it and the test that proves it
 * (issue #8's "done means"). This keeps the names true: every file it names exists, and every
 * test it quotes is a test title written in tests/ (or the start of one, where the document
 * shortens it with …). A renamed or deleted test fails here until the document follows.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const doc = readFileSync('docs/SECURITY.md', 'utf8');
const tableRows = doc.split('\n').filter((line) => line.startsWith('|'));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every string literal of the test files: test titles among them, as written. */
const literals = filesUnder('tests').flatMap((file) =>
  [
    ...readFileSync(file, 'utf8').matchAll(
      /'((?:\\.|[^'\\\n])*)'|"((?:\\.|[^"\\\n])*)"|`((?:\\.|[^`\\])*)`/g,
    ),
  ].map((match) => (match[1] ?? match[2] ?? match[3] ?? '').replace(/\\(['"`])/g, '$1')),
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A title written as a template (`after ${N} days`) matches whatever its placeholders hold. */
const titlePatterns = literals
  .map((literal) => literal.split(/\$\{[^}]*\}/))
  // a literal that is mostly placeholders (`${a}${b}`) is no title and would match anything
  .filter((parts) => parts.join('').length >= 12)
  .map((parts) => new RegExp(`^${parts.map(escapeRegExp).join('.+')}$`));

/** The quoted test titles of the tables ("…" after a ›), each whole or shortened with …. */
const quotedTitles = [
  ...new Set(tableRows.flatMap((row) => [...row.matchAll(/"([^"|]{6,}?)"/g)].map((match) => match[1] ?? ''))),
].filter((title) => /\s/.test(title));

describe('docs/SECURITY.md', () => {
  it('names only files that exist', () => {
    const named = [...doc.matchAll(/`((?:tests|src|server|scripts|vite)\/[^`\s]+\.(?:ts|tsx|sql))`/g)].map(
      (match) => match[1] ?? '',
    );
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((path) => !existsSync(path))).toEqual([]);
  });

  it('quotes only tests that are written in tests/', () => {
    expect(quotedTitles.length).toBeGreaterThan(100);
    const unknown = quotedTitles.filter((title) => {
      // "is additive…" or "storage %s: …" quotes the start of a title
      const start = title.split('…')[0]?.trim() ?? '';
      return !(
        // written as it is (or as a part of a longer title, e.g. after a `${route}: `)
        literals.some((literal) => literal.includes(start)) ||
        // written as a template: `expire after ${SESSION_DAYS} days`
        titlePatterns.some((pattern) => pattern.test(title)) ||
        // the fuzz's one test per route, titled `${method} ${path}` from its list of routes
        literals.includes(/^(?:GET|POST) (\/\S*)$/.exec(title)?.[1] ?? '\0')
      );
    });
    expect(unknown).toEqual([]);
  });
});
