/**
 * nginx in front of the instances, from Debian's package, with deploy/nginx/plush.conf: the lines
 * marked "# cluster:" are rewritten (the instances' addresses, a free port, a cache in a temp
 * dir), everything else is the file a user takes to production. Runs in the foreground with a
 * temp prefix (its pid file, temp and cache directories), removed by stop().
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, stopChild, waitForHttp } from '../bench/server-process';

export const SITE_CONF = fileURLToPath(new URL('../../deploy/nginx/plush.conf', import.meta.url));

export interface Nginx {
  url: string;
  /** the nginx master process */
  pid: number;
  stop(): Promise<void>;
}

export function nginxBin(): string {
  const bin = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
  if (!existsSync(bin)) {
    throw new Error(
      `找不到 nginx（${bin}）：请安装 Debian 的 nginx 软件包，或设置 NGINX_BIN。\n` +
        `nginx not found (${bin}): apt-get install nginx, or set NGINX_BIN.`,
    );
  }
  return bin;
}

/** deploy/nginx/plush.conf with the cluster's instances, port and cache directory. */
export function renderSiteConf(site: string, instances: string[], port: number, cacheDir: string): string {
  const lines = site.split('\n');
  const template = lines.find((line) => line.includes('# cluster: instance'));
  if (!template) throw new Error(`${SITE_CONF}: no line marked "# cluster: instance"`);
  const out: string[] = [];
  for (const line of lines) {
    if (line.includes('# cluster: instance')) {
      if (line === template) {
        for (const address of instances) out.push(template.replace(/\d+\.\d+\.\d+\.\d+:\d+/, address));
      }
    } else if (line.includes('# cluster: listen')) {
      out.push(line.replace(/listen [^;]+;/, `listen 127.0.0.1:${port};`));
    } else if (line.includes('# cluster: cache')) {
      out.push(line.replace(/proxy_cache_path \S+/, `proxy_cache_path ${cacheDir}`));
    } else {
      out.push(line);
    }
  }
  return out.join('\n');
}

/** `instances`: host:port of each server instance. */
export async function startNginx(instances: string[], port?: number): Promise<Nginx> {
  const bin = nginxBin();
  const dir = mkdtempSync(join(tmpdir(), 'plush-nginx-'));
  // nginx's workers run as an unprivileged user when we are root: they must reach the temp dir
  chmodSync(dir, 0o755);
  const listen = port ?? (await freePort());
  const site = renderSiteConf(readFileSync(SITE_CONF, 'utf8'), instances, listen, join(dir, 'cache'));
  writeFileSync(join(dir, 'plush.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '    access_log off;',
      '    default_type application/octet-stream;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `    ${kind}_temp_path ${join(dir, `${kind}_temp`)};`,
      ),
      `    include ${join(dir, 'plush.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(
    bin,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${listen}`;
  const stop = async () => {
    // SIGQUIT: finish the requests in flight, then exit
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  const gone = new AbortController();
  child.once('exit', () => gone.abort());
  try {
    await waitForHttp(`${url}/healthz`, gone.signal, 30_000);
  } catch (err) {
    const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
    await stop();
    throw new Error(`nginx did not start: ${(err as Error).message}\n${stderr}\n${log}`);
  }
  return { url, pid: child.pid ?? 0, stop };
}
