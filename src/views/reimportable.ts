/**
 * A dynamic import that can be tried again. Browsers remember a module that failed to arrive
 * (Chromium answers every later import() of that URL with the same failure, without asking the
 * network), so a 重试 after the network came back would fail for ever. A reimportable import that
 * failed asks again under the same URL with `?retry=N`: a new module to the browser, the same
 * file to our server (a query is ignored by static files).
 *
 * The URL comes from the browser's error ("Failed to fetch dynamically imported module: <url>" in
 * Chromium, "error loading dynamically imported module: <url>" in Firefox); where the error names
 * none (Safari), the import itself is called again.
 *
 * A chunk the bundler shares between pages exports its modules as namespace objects, and the
 * bundler's own import() picks the right one (`.then(m => m.n)`); a module imported by URL is the
 * raw chunk, so `pick` is tried on it, then on each namespace object it exports.
 */
const FAILED_URL = /(?:https?:\/\/|\/)[^\s'"]+\.m?js\b(?:\?[^\s'"]*)?/;

export function failedModuleUrl(error: unknown): string | undefined {
  return error instanceof Error ? FAILED_URL.exec(error.message)?.[0] : undefined;
}

const isNamespace = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.prototype.toString.call(value) === '[object Module]';

/** `pick` of the module, or of the first namespace object in it that has what `pick` wants. */
function pickFrom<M, T>(module: M, pick: (module: M) => T | undefined): T {
  const direct = pick(module);
  if (direct !== undefined) return direct;
  for (const value of Object.values(module as object)) {
    if (!isNamespace(value)) continue;
    const inner = pick(value as M);
    if (inner !== undefined) return inner;
  }
  throw new TypeError('reimported module lacks the part');
}

/**
 * `load` imports the module; `pick` takes what the caller uses from it, and answers undefined when
 * the module does not have it. Each call of the returned function imports (the browser keeps a
 * module that arrived, so only a failure costs a request).
 */
export function reimportable<M, T>(
  load: () => Promise<M>,
  pick: (module: M) => T | undefined,
): () => Promise<T> {
  let importer: () => Promise<unknown> = load;
  let tries = 0;
  return () =>
    importer().then(
      (module) => pickFrom(module as M, pick),
      (error: unknown) => {
        const url = failedModuleUrl(error);
        if (url) {
          tries += 1;
          const base = url.replace(/[?&]retry=\d+$/, '');
          const again = `${base}${base.includes('?') ? '&' : '?'}retry=${tries}`;
          importer = () => import(/* @vite-ignore */ again);
        }
        throw error;
      },
    );
}
