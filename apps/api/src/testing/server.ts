import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

import { serve } from '@hono/node-server';

/**
 * The API behind a real HTTP server on a free loopback port, as production serves it (the site
 * mounts it through the same `@hono/node-server`): connection closes only show over a socket.
 */
export async function serveOnLoopback(api: { fetch: (request: Request) => Response | Promise<Response> }) {
  let server: ReturnType<typeof serve> | undefined;
  await new Promise<void>((resolve) => {
    server = serve({ fetch: api.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  const { port } = server!.address() as AddressInfo;
  return {
    port,
    close: () => new Promise<void>((resolve) => server!.close(() => resolve())),
  };
}

/** What a raw HTTP exchange gave: the answer, or how it failed (`closed`: no answer; `timeout`). */
export type RawAnswer =
  | { kind: 'answer'; status: number; headers: Record<string, string | string[] | undefined>; body: string }
  | { kind: 'closed'; error: string }
  | { kind: 'timeout' };

/**
 * One request on a connection of its own (no keep-alive reuse), with the bytes given as they are:
 * any method, header and body, even those `fetch` refuses to send.
 */
export function rawRequest(
  port: number,
  {
    method,
    path,
    headers = {},
    body,
    timeoutMs = 10_000,
  }: { method: string; path: string; headers?: Record<string, string>; body?: string | Buffer; timeoutMs?: number },
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: RawAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    // Node sends a DELETE's or OPTIONS' body unframed unless told its length: the server would read
    // the body as a second, broken request.
    const framed =
      body === undefined || 'transfer-encoding' in headers
        ? headers
        : { 'content-length': String(Buffer.byteLength(body)), ...headers };
    const request = httpRequest(
      { agent: false, host: '127.0.0.1', port, method, path, headers: framed },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          settle({
            kind: 'answer',
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', (error) => settle({ kind: 'closed', error: error.message }));
      },
    );
    // An answer that came before the whole body was written still counts: the write may then fail.
    request.on('error', (error) => setTimeout(() => settle({ kind: 'closed', error: error.message }), 200));
    const timer = setTimeout(() => {
      request.destroy();
      settle({ kind: 'timeout' });
    }, timeoutMs);
    if (body !== undefined) request.write(body);
    request.end();
  });
}
