/**
 * Requests refused before the app sees them: by Node's HTTP parser (a control character in the
 * request line, headers too large) or by the platform when it builds the Request (a URL it
 * cannot read, e.g. a backslash in the path). Both would get an empty 400; we answer in the
 * contract's shape instead, `{code: 0, msg: '<中文>'}`, so every refusal speaks Chinese (issue #8;
 * the endpoint fuzz test found it).
 */
import type { Socket } from 'node:net';
import { SECURITY_HEADERS } from './security-headers';

/** the headers every answer of ours carries (issue 24 item 7), on Node's own refusals too */
const SECURITY_LINES = Object.entries({ ...SECURITY_HEADERS, 'Cache-Control': 'no-store' })
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

const ANSWER = (status: number, reason: string, msg: string) => {
  const body = JSON.stringify({ code: 0, msg, data: null });
  return (
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n${SECURITY_LINES}Connection: close\r\n\r\n${body}`
  );
};

export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    error.code === 'HPE_HEADER_OVERFLOW'
      ? ANSWER(431, 'Request Header Fields Too Large', '请求头过大')
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ANSWER(408, 'Request Timeout', '请求超时，请重试')
        : ANSWER(400, 'Bad Request', '请求格式不正确'),
  );
}

/** @hono/node-server's errorHandler: a request it could not build is a 400, anything else a 500. */
export function unreadableRequest(error: unknown): Response {
  const unreadable = error instanceof Error && error.name === 'RequestError';
  if (!unreadable) console.error(error);
  return Response.json(
    { code: 0, msg: unreadable ? '请求格式不正确' : '服务器繁忙，请稍后再试', data: null },
    { status: unreadable ? 400 : 500, headers: { ...SECURITY_HEADERS, 'Cache-Control': 'no-store' } },
  );
}
