// @vitest-environment node
/**
 * `npm run cluster` runs deploy/nginx/plush.conf, the file a user takes to production, changing
 * only the lines marked "# cluster:" (scripts/cluster/nginx.ts): so what the cluster test proves
 * is what the production file does.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderSiteConf, SITE_CONF } from '../../scripts/cluster/nginx';

const site = readFileSync(SITE_CONF, 'utf8');
const rendered = renderSiteConf(
  site,
  ['127.0.0.1:41001', '127.0.0.1:41002', '127.0.0.1:41003'],
  45678,
  '/tmp/x/cache',
);

describe('the cluster’s nginx config', () => {
  it('sends to every instance given, with the production file’s failure settings', () => {
    const servers = rendered.split('\n').filter((line) => /^\s*server 127\.0\.0\.1:\d+/.test(line));
    expect(servers.map((line) => line.trim().split(/\s+/)[1])).toEqual([
      '127.0.0.1:41001',
      '127.0.0.1:41002',
      '127.0.0.1:41003',
    ]);
    for (const line of servers) expect(line).toContain('max_fails=1 fail_timeout=5s;');
  });

  it('listens on the port given, on loopback, and caches in the directory given', () => {
    expect(rendered).toMatch(/^\s*listen 127\.0\.0\.1:45678;/m);
    expect(rendered).toMatch(/^proxy_cache_path \/tmp\/x\/cache /m);
  });

  it('changes no other line of the production file', () => {
    const unmarked = (text: string) => text.split('\n').filter((line) => !line.includes('# cluster:'));
    expect(unmarked(rendered)).toEqual(unmarked(site));
  });

  it('retries the detail call (a read sent as POST) on the next instance, and no other POST', () => {
    const detail = /location = \/api\/62442353b9c1b \{([^}]*)\}/.exec(site)?.[1] ?? '';
    expect(detail).toMatch(/proxy_next_upstream [^;]*non_idempotent;/);
    const elsewhere = site.replace(/location = \/api\/62442353b9c1b \{[^}]*\}/, '');
    expect(elsewhere).not.toContain('non_idempotent');
  });
});
