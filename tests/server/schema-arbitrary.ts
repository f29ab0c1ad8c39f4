/**
 * Requests made from a route's own valibot schema (issue 24 item 4): a well-formed value for
 * every field of the schema, and for every leaf field the hostile values of its kind, so that a
 * fuzz cannot miss a field (F1 was a NUL in a search keyword, F2 a cart line id of 2.5 inside
 * goods_spec; the old fuzz mutated hand-written samples and reached neither).
 *
 * The walker reads valibot's schema objects: object, optional, union, picklist, literal, array,
 * string, number, boolean, unknown, with the pipe's regex, length, value and integer actions.
 */
import fc from 'fast-check';
import type * as v from 'valibot';

type AnySchema = v.GenericSchema & {
  type: string;
  pipe?: readonly { kind: string; type: string; requirement?: unknown }[];
  entries?: Record<string, AnySchema>;
  wrapped?: AnySchema;
  options?: readonly (AnySchema | string | number)[];
  item?: AnySchema;
  literal?: unknown;
};

const requirement = (schema: AnySchema, type: string) =>
  schema.pipe?.find((action) => action.kind === 'validation' && action.type === type)?.requirement;

/** A value the schema accepts. */
export function validValue(schema: v.GenericSchema): fc.Arbitrary<unknown> {
  const s = schema as AnySchema;
  switch (s.type) {
    case 'object': {
      const entries = s.entries ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, inner] of Object.entries(entries)) record[key] = validValue(inner);
      const required = Object.keys(entries).filter((key) => entries[key]?.type !== 'optional');
      return fc.record(record, { requiredKeys: required });
    }
    case 'optional':
      return s.wrapped ? validValue(s.wrapped) : fc.constant(undefined);
    case 'union':
      return fc.oneof(...(s.options as AnySchema[]).map(validValue));
    case 'picklist':
      return fc.constantFrom(...(s.options as (string | number)[]));
    case 'literal':
      return fc.constant(s.literal);
    case 'array': {
      const min = Number(requirement(s, 'min_length') ?? 0);
      const max = Math.min(Number(requirement(s, 'max_length') ?? 3), Math.max(min, 3));
      return fc.array(validValue(s.item as AnySchema), { minLength: Math.max(min, 1), maxLength: max });
    }
    case 'string': {
      const regex = requirement(s, 'regex');
      const min = Number(requirement(s, 'min_length') ?? 0);
      const max = Number(requirement(s, 'max_length') ?? (regex instanceof RegExp ? 10_000 : 40));
      const text =
        regex instanceof RegExp
          ? fc.stringMatching(regex)
          : fc.string({ unit: 'grapheme', minLength: Math.max(min, 1), maxLength: Math.min(max, 40) });
      // eslint-style: no control characters in a valid value (they are the hostile ones)
      return text.filter((t) => t.length >= min && t.length <= max && !hasControl(t));
    }
    case 'number': {
      const min = Number(requirement(s, 'min_value') ?? -1000);
      const max = Number(requirement(s, 'max_value') ?? 1000);
      return fc.integer({ min, max });
    }
    case 'boolean':
      return fc.boolean();
    default:
      return fc.constant(null);
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const hasControl = (text: string) => /[\u0000-\u001f\u007f]/.test(text);

/** The kind of a leaf: text, or a number (an id, a quantity, a page), given as number or digits. */
function leafKind(schema: AnySchema): 'text' | 'number' | 'other' {
  if (schema.type === 'optional' && schema.wrapped) return leafKind(schema.wrapped);
  if (schema.type === 'number') return 'number';
  if (schema.type === 'string') return 'text';
  // a platform name, a status: text the client sends, so text a client can poison
  if (schema.type === 'picklist' && (schema.options ?? []).some((o) => typeof o === 'string')) return 'text';
  if (schema.type === 'literal' && typeof schema.literal === 'string') return 'text';
  if (schema.type === 'union') {
    const kinds = (schema.options as AnySchema[]).map(leafKind);
    if (kinds.includes('number')) return 'number';
    if (kinds.includes('text')) return 'text';
  }
  return 'other';
}

/** Every C0 control character, NUL to U+001F, and DEL (U+007F): none may reach the database. */
export const CONTROL_CHARACTERS: readonly string[] = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
];

/**
 * Hostile values by kind. Text: each control character once, placed before, inside or after a
 * well-formed value (F1 was a NUL at the end of a keyword). Numbers (ids, quantities, pages):
 * outside 1..2^31-1, fractional, exponents, as JSON numbers and as the digit text a form sends.
 */
export const HOSTILE = {
  text: (valid: string) =>
    CONTROL_CHARACTERS.map((control, i) => {
      const cut = [0, Math.floor(valid.length / 2), valid.length][i % 3] ?? 0;
      return valid.slice(0, cut) + control + valid.slice(cut);
    }),
  number: [
    2.5,
    2 ** 31,
    1e300,
    -1,
    0,
    -1e300,
    2 ** 53 + 2,
    '2.5',
    '2147483648',
    '1e300',
    '1e3',
    '1.0',
    '0x10',
    '-1',
    '99999999999999999999',
  ],
} as const;

/** A path to a leaf of an object schema: keys and array indexes. */
export type FieldPath = readonly (string | number)[];

/** Every leaf of the schema with its kind; `nested` names fields that hold another schema's JSON text. */
export function leaves(
  schema: v.GenericSchema,
  nested: Record<string, v.GenericSchema> = {},
  at: FieldPath = [],
): { path: FieldPath; kind: 'text' | 'number' }[] {
  const s = schema as AnySchema;
  const inner = s.type === 'optional' && s.wrapped ? s.wrapped : s;
  if (inner.type === 'object') {
    return Object.entries(inner.entries ?? {}).flatMap(([key, child]) => {
      const holds = nested[key];
      if (holds && at.length === 0) return leaves(holds, {}, [key]);
      return leaves(child, {}, [...at, key]);
    });
  }
  if (inner.type === 'array') return leaves(inner.item as AnySchema, {}, [...at, 0]);
  const kind = leafKind(inner);
  return kind === 'other' ? [] : [{ path: at, kind }];
}

/** A copy of `value` with the leaf at `path` replaced. */
export function replaced(value: unknown, path: FieldPath, by: unknown): unknown {
  if (path.length === 0) return by;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = replaced(copy[head as number], rest, by);
    return copy;
  }
  const record = { ...(value as Record<string, unknown>) };
  record[head as string] = replaced(record[head as string], rest, by);
  return record;
}

/** The value at `path`, or undefined. */
export function at(value: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>(
    (inner, key) => (inner as Record<string | number, unknown> | undefined)?.[key],
    value,
  );
}
