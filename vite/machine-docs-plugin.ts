/**
 * The statecharts carry their own documentation: every state's `meta` (its Chinese title and spec
 * sections) and every transition's Chinese `description`. Product owners read them in /flows and
 * in docs/flows; the pages that run the machines never read them. In the production build they
 * cost the first load of /detail ~4.4 kB gzip of 150 (issue #7's budget), so this plugin ships
 * them only with /flows:
 *
 * - a machine module imported by the app is built without its literal `meta: {…}` and
 *   `description: '…'` properties;
 * - a machine module imported from /flows' code (src/flows, src/views/flows, the flows page)
 *   resolves to its own copy, `x.machine.ts?documented`, built as written, in /flows' chunk.
 *
 * Only literal values are removed (a string, a template without expressions, an object of
 * those), so no behaviour can go with them; `npm run flows`, the dev server and the tests read
 * the sources as written. tests/e2e/flows.e2e.test.ts sees the diagrams' titles in the build.
 */
import { readFile } from 'node:fs/promises';
import MagicString from 'magic-string';
import { type Plugin, parseSync } from 'vite';

const DOCUMENTED = '?documented';
const MACHINE_FILE = /[\\/]src[\\/]machines[\\/][^\\/]+\.machine\.ts$/;
/** Modules whose machine imports must keep their documentation: /flows and what it loads. */
const FLOWS_CODE = /[\\/]src[\\/](flows[\\/]|views[\\/]flows[\\/]|routes[\\/]flows-page\.tsx)/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** A name or a property read (`action`, `labels.qualification`, `titles[kind]`): it runs nothing. */
function isPlainRead(node: Node): boolean {
  if (node.type === 'Identifier') return true;
  return (
    node.type === 'MemberExpression' &&
    isPlainRead(node.object as Node) &&
    (node.property as Node).type === 'Identifier'
  );
}

/** A string, or a template literal whose `${}` only read names: text, nothing that runs. */
function isText(node: Node): boolean {
  if (node.type === 'Literal') return typeof node.value === 'string';
  return node.type === 'TemplateLiteral' && (node.expressions as Node[]).every(isPlainRead);
}

function keyName(property: Node): string | undefined {
  const key = property.key as Node;
  if (property.computed) return undefined;
  if (key.type === 'Identifier') return key.name as string;
  return key.type === 'Literal' && typeof key.value === 'string' ? key.value : undefined;
}

/** `description: '…'` or `meta: { title: '…', spec: '…' }` (every value text). */
export function isDocumentation(property: Node): boolean {
  if (property.type !== 'Property' || property.kind !== 'init') return false;
  const value = property.value as Node;
  const name = keyName(property);
  if (name === 'description') return isText(value) || isPlainRead(value);
  if (name !== 'meta' || value.type !== 'ObjectExpression') return false;
  return (value.properties as Node[]).every(
    (inner) => inner.type === 'Property' && keyName(inner) !== undefined && isText(inner.value as Node),
  );
}

function* documentationIn(node: Node): Generator<Node> {
  if (node.type === 'ObjectExpression') {
    for (const property of node.properties as Node[]) {
      if (isDocumentation(property)) yield property;
      else yield* documentationIn(property);
    }
    return;
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) yield* documentationIn(item);
    if (isNode(value)) yield* documentationIn(value);
  }
}

/** The source without its documentation properties (and their commas), with a sourcemap. */
export function stripMachineDocs(id: string, code: string) {
  const { program, errors } = parseSync(id, code);
  if (errors.length > 0) return null;
  const text = new MagicString(code);
  let removed = 0;
  for (const property of documentationIn(program as unknown as Node)) {
    let end = property.end;
    const after = /^\s*,/.exec(code.slice(end));
    if (after) end += after[0].length;
    text.remove(property.start, end);
    removed += 1;
  }
  if (removed === 0) return null;
  return { code: text.toString(), map: text.generateMap({ hires: true, source: id }) };
}

export function machineDocsPlugin(): Plugin {
  return {
    name: 'plush:machine-docs',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !(FLOWS_CODE.test(importer) || importer.endsWith(DOCUMENTED))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !MACHINE_FILE.test(resolved.id)) return null;
      return { ...resolved, id: `${resolved.id}${DOCUMENTED}` };
    },
    async load(id) {
      if (!id.endsWith(DOCUMENTED)) return null;
      return readFile(id.slice(0, -DOCUMENTED.length), 'utf8');
    },
    transform(code, id) {
      return MACHINE_FILE.test(id) ? stripMachineDocs(id, code) : null;
    },
  };
}
