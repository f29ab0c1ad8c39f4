// @vitest-environment node
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildIsStale, stampBuild, viteEnv } from '../../server/build-freshness';

let root: string;
const past = new Date('2026-01-01T00:00:00Z');
const later = new Date('2026-06-01T00:00:00Z');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-freshness-'));
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src', 'main.tsx'), 'x');
  utimesSync(join(root, 'src', 'main.tsx'), past, past);
  // a folder's own time counts too: deleting a source changes only its folder
  utimesSync(join(root, 'src'), past, past);
});

function build(env: NodeJS.ProcessEnv = {}, { withServerEntry = true } = {}) {
  mkdirSync(join(root, 'dist', 'server'), { recursive: true });
  writeFileSync(join(root, 'dist', 'index.html'), '<html>');
  utimesSync(join(root, 'dist', 'index.html'), later, later);
  if (withServerEntry) writeFileSync(join(root, 'dist', 'server', 'entry-server.js'), 'export {}');
  stampBuild(root, env);
}

describe('when npm start rebuilds the app', () => {
  it('builds when dist/ is missing', () => {
    expect(buildIsStale(root, {})).toBe(true);
  });

  it('serves a build newer than its sources, made with the same VITE_* settings', () => {
    build({ VITE_API_BASE: 'https://api.example.cn' });
    expect(buildIsStale(root, { VITE_API_BASE: 'https://api.example.cn', PATH: '/bin' })).toBe(false);
  });

  it('rebuilds a build without the server entry that renders the pages (issue #17)', () => {
    build({}, { withServerEntry: false });
    expect(buildIsStale(root, {})).toBe(true);
  });

  it('rebuilds when a source is newer than the build', () => {
    build();
    const now = new Date();
    utimesSync(join(root, 'src', 'main.tsx'), now, now);
    expect(buildIsStale(root, {})).toBe(true);
  });

  it('rebuilds when the VITE_* settings differ from those of the build', () => {
    build({});
    expect(buildIsStale(root, { VITE_IMAGE_HOST: 'https://img.example.cn' })).toBe(true);
  });

  it('records only VITE_* variables, in a stable order', () => {
    expect(viteEnv({ VITE_SITE: 'b', HOME: '/root', VITE_API_BASE: 'a' })).toEqual({
      VITE_API_BASE: 'a',
      VITE_SITE: 'b',
    });
    expect(Object.keys(viteEnv({ VITE_SITE: 'b', VITE_API_BASE: 'a' }))).toEqual([
      'VITE_API_BASE',
      'VITE_SITE',
    ]);
  });
});
