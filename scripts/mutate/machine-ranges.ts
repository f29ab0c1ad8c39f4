/**
 * Where a machine file's guards and actions are, as Stryker mutate ranges
 * (`src/machines/x.machine.ts:12:4-30:5`, 1-based lines, 0-based columns as Stryker reads them),
 * computed from the source each time so they stay true when the file changes.
 *
 * A guard or action is the value of any object property named `guards` or `actions` (setup's
 * implementations), `guard` or `actions` (a transition's, inline or by name), wherever it is
 * written in the file: in setup, in createMachine, or in a helper that builds transitions. The
 * rest (state names, targets, descriptions, meta, invoke inputs) is structure the graph tests
 * check, and is left out. Parsed with @babel/parser, the parser Stryker itself instruments with.
 */
import { parse } from '@babel/parser';

const NAMES = new Set(['guards', 'actions', 'guard']);

interface Loc {
  line: number;
  column: number;
}
interface Node {
  type: string;
  loc?: { start: Loc; end: Loc } | null;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const keyName = (property: Node): string | null => {
  if (property.computed) return null;
  const key = property.key as Node;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'StringLiteral') return key.value as string;
  return null;
};

/** The guards' and actions' source spans of one machine file, outermost only, in file order. */
export function guardAndActionSpans(source: string): { start: Loc; end: Loc }[] {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript'] });
  const spans: { start: Loc; end: Loc }[] = [];
  const visit = (node: Node) => {
    if (node.type === 'ObjectProperty' && NAMES.has(keyName(node) ?? '')) {
      const value = node.value as Node;
      // a span holds every mutant inside it: nothing nested needs a span of its own
      if (value.loc) spans.push({ start: value.loc.start, end: value.loc.end });
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
      if (Array.isArray(child)) for (const item of child) isNode(item) && visit(item);
      else if (isNode(child)) visit(child);
    }
  };
  visit(ast.program as unknown as Node);
  return spans;
}

/** Stryker's `--mutate` entries for one file: `file:line:column-line:column`, one per span. */
export function mutateRanges(file: string, source: string): string[] {
  return guardAndActionSpans(source).map(
    ({ start, end }) => `${file}:${start.line}:${start.column}-${end.line}:${end.column}`,
  );
}
