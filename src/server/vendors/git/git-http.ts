import type { GitHttpRequest, GitHttpResponse, HttpClient } from 'isomorphic-git';
import { fetchPublic, unreachableMessage } from '../../http/public-connection';

/** A failure talking to a remote; never holds the token (it travels only in onAuth's header). */
export class GitRemoteError extends Error {
  constructor(
    readonly kind: 'unauthorized' | 'not_found' | 'unreachable' | 'rejected' | 'too_large',
    message: string,
  ) {
    super(message);
  }
}

/** More than any project's history needs; a remote that sends more is cut off. */
const maxResponseBytes = 200 * 1024 * 1024;
const timeoutMs = 30_000;

async function collect(body: AsyncIterableIterator<Uint8Array> | undefined) {
  if (!body) return undefined;
  const parts: Uint8Array[] = [];
  for await (const part of body) parts.push(part);
  return Buffer.concat(parts);
}

async function* capped(stream: ReadableStream<Uint8Array> | null): AsyncIterableIterator<Uint8Array> {
  if (!stream) return;
  let total = 0;
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    total += chunk.byteLength;
    if (total > maxResponseBytes) throw new GitRemoteError('too_large', 'the repository sent more than 200 MB.');
    yield chunk;
  }
}

/**
 * isomorphic-git's HTTP client, for addresses a user typed: every request connects only to the
 * public address its one lookup checked (https, unless the origin is trusted), redirects are not
 * followed (one could lead anywhere), and answers are bounded in time and size.
 */
export function guardedGitHttp(trustedOrigins: readonly string[]): HttpClient {
  return {
    async request({ url, method = 'GET', headers = {}, body }: GitHttpRequest): Promise<GitHttpResponse> {
      const target = new URL(url);
      const response = await fetchPublic(
        target,
        { method, headers, body: await collect(body), signal: AbortSignal.timeout(timeoutMs) },
        trustedOrigins,
      ).catch((error: unknown) => {
        throw new GitRemoteError('unreachable', unreachableMessage(error, target));
      });
      if (response.status >= 300 && response.status < 400)
        throw new GitRemoteError('unreachable', `${target.host} redirected elsewhere; give the final address.`);
      return {
        url,
        method,
        statusCode: response.status,
        statusMessage: response.statusText,
        headers: Object.fromEntries(response.headers),
        body: capped(response.body),
      };
    },
  };
}
