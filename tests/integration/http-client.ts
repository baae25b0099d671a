import { request as httpRequest } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP request with every header under the test's control (fetch refuses to set Host), from a
 * chosen loopback source address (127.x.y.z are all this machine: each can play another client).
 */
export function rawRequest(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string | Buffer; localAddress?: string } = {},
): Promise<RawResponse> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: opts.method ?? 'GET',
        headers: opts.headers,
        localAddress: opts.localAddress,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (opts.body !== undefined) req.end(opts.body);
    else req.end();
  });
}

/** A tRPC mutation over HTTP as our pages send it (JSON body, our header), with extra headers. */
export function trpcPost(base: string, procedure: string, input: unknown, headers: Record<string, string> = {}, localAddress?: string): Promise<RawResponse> {
  return rawRequest(`${base}/api/trpc/${procedure}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-minialab-request': '1', ...headers },
    body: JSON.stringify(input),
    localAddress,
  });
}
