/**
 * Reading and validating what a request carries. Every body, query and path parameter goes
 * through a valibot schema; a failure becomes HTTP 400 with a Chinese message naming the field.
 *
 * Bodies may be JSON or urlencoded forms (legacy clients post forms), so numbers may arrive as
 * digit strings: the id schemas accept both and give numbers.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiError } from './envelope';

const DigitText = v.pipe(v.string(), v.trim(), v.regex(/^\d{1,9}$/), v.transform(Number));

/**
 * The largest id the database holds (PostgreSQL `integer`): a larger number, though an integer to
 * JavaScript (1e300 is), would fail the query itself and answer 500 instead of 400.
 */
export const MAX_ID = 2_147_483_647;

/** A positive integer id, given as a number or as digits. */
export const Id = v.pipe(v.union([v.number(), DigitText]), v.integer(), v.minValue(1), v.maxValue(MAX_ID));

/** A user id of a payload: 0 for a visitor. */
export const Uid = v.pipe(v.union([v.number(), DigitText]), v.integer(), v.minValue(0), v.maxValue(MAX_ID));

/** An optional page number or page size of a query string, with its default and its bounds. */
export const pageParam = (fallback: number, max: number) =>
  v.pipe(
    v.optional(v.union([v.literal(''), DigitText]), ''),
    v.transform((n) => (n === '' ? fallback : n)),
    v.integer(),
    v.minValue(1),
    v.maxValue(max),
  );

/** A quantity anywhere (a cart line, goods_spec): 1..2^31-1, as a number or as digits. */
export const Quantity = Id;

/**
 * Every C0 control (NUL to U+001F, tab and line breaks included) and DEL: no text field of this API
 * is more than one line of text, so none may hold one (F1: a NUL in a search keyword reached
 * PostgreSQL, which cannot store it, and answered 500). goods_spec's JSON text is written by
 * JSON.stringify, which puts no raw control character in it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]/;
export const MSG_CONTROL_CHARACTER = '请求内容含有不允许的控制字符';

/** True when any string in the value (keys included, however deep) holds a control character. */
export function holdsControlCharacter(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (CONTROL.test(value)) return true;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (CONTROL.test(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

export function parse<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  message?: string,
): v.InferOutput<S> {
  if (holdsControlCharacter(input)) throw new ApiError(400, MSG_CONTROL_CHARACTER);
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = v.getDotPath(issue);
  throw new ApiError(400, message ?? (field ? `参数 ${field} 不正确` : '请求参数不正确'));
}

/** The body as a plain object: JSON, or a urlencoded/multipart form; an empty body is `{}`. */
export async function readBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    // a multipart type without its boundary, or a body that is not the form it claims, makes the
    // platform's formData() throw a TypeError: the client's mistake, not a server failure
    try {
      return await c.req.parseBody();
    } catch {
      throw new ApiError(400, '请求内容不是有效的表单');
    }
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, '请求内容不是有效的 JSON');
  }
}

export const parseBody = async <S extends v.GenericSchema>(c: Context, schema: S, message?: string) =>
  parse(schema, await readBody(c), message);

export const parseQuery = <S extends v.GenericSchema>(c: Context, schema: S, message?: string) =>
  parse(schema, c.req.query(), message);
