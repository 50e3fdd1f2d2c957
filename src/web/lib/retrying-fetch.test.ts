import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryingFetch } from './retrying-fetch';

// A server that sheds the first `busyFor` requests to each path, as the admission gate does.
const seen = new Map<string, number>();
const server = createServer((req, res) => {
  const [path, busyFor, retryAfter] = (req.url ?? '').split('/').slice(1);
  const count = (seen.get(path as string) ?? 0) + 1;
  seen.set(path as string, count);
  if (count <= Number(busyFor)) {
    res.writeHead(503, { 'retry-after': retryAfter, 'content-type': 'application/json' });
    return res.end('{"error":{"code":"busy","message":"busy"}}');
  }
  res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe('reads retried when the server sheds load', () => {
  it('a GET answered 503 with Retry-After is tried again and succeeds', async () => {
    const res = await retryingFetch(`${base}/a/1/1`);
    expect(res.status).toBe(200);
    expect(seen.get('a')).toBe(2);
  });

  it('gives up after three tries, and answers with the last 503', async () => {
    const res = await retryingFetch(`${base}/b/9/1`);
    expect(res.status).toBe(503);
    expect(seen.get('b')).toBe(3);
  }, 10_000);

  it('never repeats a write, nor waits longer than 5 s', async () => {
    expect((await retryingFetch(`${base}/c/1/1`, { method: 'POST' })).status).toBe(503);
    expect(seen.get('c')).toBe(1);
    expect((await retryingFetch(`${base}/d/1/30`)).status).toBe(503);
    expect(seen.get('d')).toBe(1);
  });
});
