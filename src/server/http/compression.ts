import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** Smaller bodies gain too little to be worth the work (and often grow). */
const minBytes = 1024;

/** The best encoding the client takes, brotli first. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/**
 * Brotli at quality 4 costs about what gzip does and sends less; the high qualities are for
 * what is compressed once (the web build, apps' scripts).
 */
export function compressBody(body: Uint8Array | string, encoding: Encoding, quality = 4): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }) : gzipAsync(body);
}

/**
 * Compresses JSON, HTML and other text responses of 1 kB and more with the client's best
 * encoding. Live events (text/event-stream), file downloads and responses already encoded pass
 * through untouched.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (
      c.req.method === 'HEAD' ||
      !res.body ||
      res.headers.has('content-encoding') ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      /no-transform/i.test(res.headers.get('cache-control') ?? '')
    ) {
      return;
    }
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    res.headers.append('Vary', 'Accept-Encoding');
    if (!encoding) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (body.length < minBytes) {
      c.res = new Response(body, { status: res.status, headers });
      return;
    }
    headers.set('content-encoding', encoding);
    headers.delete('content-length');
    c.res = new Response(new Uint8Array(await compressBody(body, encoding)), { status: res.status, headers });
  };
}
