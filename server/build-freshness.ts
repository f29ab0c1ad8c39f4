/**
 * When `npm start` must rebuild the app: dist/ (or its server entry) is missing, a build input is newer than the
 * build, or the VITE_* settings differ from those the build was made with (they are baked into
 * the bundle, so a build for other API bases would call the wrong hosts).
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const BUILD_INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  // the config's own plugins (vite/early-detail-plugin.ts writes index.html's inline script)
  'vite',
  'tailwind.config.ts',
  'package-lock.json',
];
const STAMP = '.build-env.json';

/** The newest modification time below a file or folder (0 when it does not exist). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), info.mtimeMs);
}

/** The VITE_* variables of an environment, sorted, as the stamp records them. */
export function viteEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env)
      .filter((entry): entry is [string, string] => entry[0].startsWith('VITE_') && entry[1] !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

export function buildIsStale(root: string, env: NodeJS.ProcessEnv): boolean {
  const index = join(root, 'dist', 'index.html');
  const stamp = join(root, 'dist', STAMP);
  // the server's render of the pages (issue #17): a build from before it has no such entry
  const serverEntry = join(root, 'dist', 'server', 'entry-server.js');
  if (!existsSync(index) || !existsSync(stamp) || !existsSync(serverEntry)) return true;
  const built = statSync(index).mtimeMs;
  if (BUILD_INPUTS.some((input) => newest(join(root, input)) > built)) return true;
  try {
    return readFileSync(stamp, 'utf8') !== JSON.stringify(viteEnv(env));
  } catch {
    return true;
  }
}

/** Records, after a build, the VITE_* settings it was made with. */
export function stampBuild(root: string, env: NodeJS.ProcessEnv): void {
  writeFileSync(join(root, 'dist', STAMP), JSON.stringify(viteEnv(env)));
}
