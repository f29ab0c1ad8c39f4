import type { Context } from 'hono';

/** The raw path of the request, before any decoding the router did. */
export const rawPath = (c: Context) => new URL(c.req.url).pathname;
