/**
 * A proxy in front of the e2e server that delivers one page's HTML in two parts: up to a cut, then,
 * when the test says so, the rest. What a phone on a slow line sees when the page's HTML arrives in
 * pieces and the browser draws what it has (issue #17: the first view must not move when the rest
 * comes). Every other request goes to the server as it is.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HeldPage {
  /** the proxy's origin: open `${url}${path}` */
  url: string;
  /** sends the rest of the held page */
  release(): void;
  close(): Promise<void>;
}

/** Headers that no longer hold once the proxy has decoded or re-framed the body. */
const HOP_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection']);

async function forward(upstream: string, request: IncomingMessage, body: Buffer) {
  const answer = await fetch(new URL(request.url ?? '/', upstream), {
    method: request.method,
    headers: Object.fromEntries(
      Object.entries(request.headers).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'host',
      ),
    ),
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(body),
  });
  const headers = Object.fromEntries([...answer.headers].filter(([name]) => !HOP_HEADERS.has(name)));
  return { status: answer.status, headers, text: Buffer.from(await answer.arrayBuffer()) };
}

/**
 * Holds the HTML of `path` (a request whose path and query equal it) after the first match of
 * `cutAfter` in it; throws on that page's request when the HTML has no such text.
 */
export async function holdPage(upstream: string, path: string, cutAfter: RegExp): Promise<HeldPage> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      try {
        const answer = await forward(upstream, request, Buffer.concat(chunks));
        response.writeHead(answer.status, answer.headers);
        if (request.url !== path) return response.end(answer.text);
        const html = answer.text.toString('utf8');
        const match = cutAfter.exec(html);
        if (!match) throw new Error(`the page has no ${cutAfter} to cut after`);
        const cut = match.index + match[0].length;
        response.write(html.slice(0, cut));
        await released;
        response.end(html.slice(cut));
      } catch (error) {
        response.destroy(error as Error);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    release,
    close: () =>
      new Promise<void>((resolve) => {
        release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
