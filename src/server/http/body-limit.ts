import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';

const MB = 1024 * 1024;

/** A byte count as a 413 says it: "1 KB", "6 MB". */
export function sizeInWords(bytes: number) {
  if (bytes >= MB) return `${Math.round((bytes / MB) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${bytes} bytes`;
}

const tooLarge = (bytes: number) => `Request body is larger than ${sizeInWords(bytes)}.`;

/**
 * A 413 that also closes the connection: the rest of the refused body (a chunked one may never
 * end) is not read, and the socket is gone once the answer is written.
 */
export const bodyTooLarge = (bytes: number, message = tooLarge(bytes), code = 'payload_too_large') =>
  new ApiError(413, code, message, { Connection: 'close' });

/** What the request says it carries; null for a chunked body (or no length given). */
function declaredLength(request: Request): number | null {
  const length = request.headers.get('content-length');
  if (length === null || request.headers.has('transfer-encoding')) return null;
  return Number(length);
}

/**
 * The body's bytes, read while counting: a declared length over `maxBytes` is refused before a
 * byte is read, a streamed one at the first chunk past it (the reader is cancelled there). At
 * most `maxBytes` are ever held.
 */
export async function readBodyWithin(
  request: Request,
  maxBytes: number,
  refusal: () => ApiError = () => bodyTooLarge(maxBytes),
): Promise<Uint8Array<ArrayBuffer>> {
  if ((declaredLength(request) ?? 0) > maxBytes) throw refusal();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      void reader.cancel().catch(() => undefined);
      throw refusal();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** How much a route's requests may carry. */
export interface BodyRule {
  bytes: number;
  /**
   * The route counts a streamed body itself, against a tighter limit it learns only later (the
   * app's plan, once the caller is known): here only a declared length over `bytes` is refused,
   * so nothing is held before the route has checked who is asking.
   */
  countedByRoute?: boolean;
}

/**
 * The body limit of every route of a host (`ruleOf` picks each route's), enforced while the body
 * arrives rather than after: see `readBodyWithin`. A body within the limit is handed on as the
 * bytes already read, so the route reads it as usual.
 */
export function limitBodies(
  ruleOf: (c: Context) => BodyRule,
  refusal: (bytes: number) => ApiError = (bytes) => bodyTooLarge(bytes),
): MiddlewareHandler {
  return async (c, next) => {
    const request = c.req.raw;
    if (!request.body) return next();
    const { bytes, countedByRoute } = ruleOf(c);
    const declared = declaredLength(request);
    if (declared !== null && declared > bytes) throw refusal(bytes);
    if (declared !== null || countedByRoute) return next();
    const body = await readBodyWithin(request, bytes, () => refusal(bytes));
    c.req.raw = new Request(request, { body });
    await next();
  };
}

/** One limit for every route the middleware covers. */
export const limitBody = (bytes: number, refusal?: (bytes: number) => ApiError) =>
  limitBodies(() => ({ bytes }), refusal);
