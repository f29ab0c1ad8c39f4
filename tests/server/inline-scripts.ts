/**
 * The <script> elements of a page as a browser sees them: their attributes (entities decoded)
 * and their text exactly as it stands, which is what a CSP hash is taken over.
 */
import { createHash } from 'node:crypto';

export interface InlineScript {
  attributes: Record<string, string>;
  code: string;
}

const ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
};
const decode = (value: string) =>
  value.replace(/&(quot|#39|lt|gt|amp);/g, (entity) => ENTITIES[entity] ?? entity);

/** Types a browser runs (HTML's "JavaScript MIME type essence match", plus module). */
const EXECUTABLE =
  /^(|module|text\/javascript|application\/javascript|text\/ecmascript|application\/ecmascript)$/i;

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name = '', , quoted, bare] of tag.matchAll(/([^\s=/>]+)(\s*=\s*(?:"([^"]*)"|([^\s>]*)))?/g))
    attributes[name.toLowerCase()] = decode(quoted ?? bare ?? '');
  return attributes;
}

/** Every script element of the page. */
export function scriptsOf(html: string): InlineScript[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].map(([, tag = '', code = '']) => ({
    attributes: attributesOf(tag),
    code,
  }));
}

/** The scripts a browser would run from the page's own text: no src, an executable type. */
export const inlineExecutableScripts = (html: string) =>
  scriptsOf(html).filter(
    ({ attributes }) => attributes.src === undefined && EXECUTABLE.test((attributes.type ?? '').trim()),
  );

export const sha256Source = (code: string) =>
  `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/** The sources of one directive of a Content-Security-Policy header. */
export function directive(policy: string, name: string): string[] {
  for (const part of policy.split(';')) {
    const [key, ...sources] = part.trim().split(/\s+/);
    if (key === name) return sources;
  }
  return [];
}
