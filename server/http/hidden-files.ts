/**
 * What the built app must not serve in production (issue 24 item 7, F16): source maps (they
 * hand out the sources and their comments) and dotfiles (a stray .env or .git in dist/). Both
 * answer the same 404 as a file that does not exist.
 */
import type { MiddlewareHandler } from 'hono';
import { rawPath } from './raw-path';

const HIDDEN = /(^|\/)(\.|%2e)[^/]*|\.map$/i;
/** the server's own paths answer their own refusals (JSON for the API) */
const SERVER_PATHS = /^\/(api|pay|UpLoad|EnPic)(\/|$)/;

export const isHiddenPath = (path: string) => !SERVER_PATHS.test(path) && HIDDEN.test(path);

export function hideBuildSecrets(): MiddlewareHandler {
  return async (c, next) => {
    if (isHiddenPath(rawPath(c))) return c.text('页面不存在', 404);
    await next();
  };
}
