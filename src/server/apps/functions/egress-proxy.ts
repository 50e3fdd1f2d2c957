import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { BlockList } from 'node:net';
import { functionTexts } from '../../../shared/functions/limits';
import { pinnedLookup, RefusedDestinationError, resolvePublic } from '../../http/public-connection';

/**
 * Where an app's functions' `fetch` goes (ADR 0026): workerd sends each request here as an HTTP
 * proxy request (the whole URL in the request line), on a socket only that app's process reaches.
 * The proxy resolves the name itself, refuses loopback, private, link-local, cloud-metadata and
 * other special addresses, connects to the address it checked (a second lookup cannot swap it),
 * and counts each call's requests. A redirect goes back to the function's fetch, which follows it
 * through here again, so every hop is checked.
 */

export interface EgressOptions {
  subrequestsPerCall: number;
  /** Addresses let through although special: only tests, whose fake servers are on loopback. */
  allowed?: BlockList;
}

/** Request headers that belong to one hop, or to us. */
const notForwarded = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'x-sw-call',
]);

export function egressProxy(options: EgressOptions) {
  const counts = new Map<string, number>();
  const server = http.createServer({ requireHostHeader: false }, (request, response) => {
    void forward(request, response).catch((error: Error) => answer(response, 502, 'egress_failed', error.message));
  });

  async function forward(request: IncomingMessage, response: ServerResponse) {
    const call = String(request.headers['x-sw-call'] ?? 'outside-a-call');
    const count = (counts.get(call) ?? 0) + 1;
    counts.set(call, count);
    if (count > options.subrequestsPerCall)
      return answer(response, 429, 'subrequest_limit', functionTexts.subrequests(options.subrequestsPerCall));
    const url = URL.parse(request.url ?? '');
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
      return answer(response, 400, 'egress_scheme', 'Functions may make http and https requests only.');
    const addresses = await resolvePublic(url.hostname, options.allowed).catch((error: Error) => {
      if (error instanceof RefusedDestinationError) return null;
      throw error;
    });
    if (!addresses) return answer(response, 403, 'egress_refused', functionTexts.egressRefused(url.hostname));
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([key]) => !notForwarded.has(key)));
    const outbound = (url.protocol === 'https:' ? https : http).request(url, {
      method: request.method,
      headers: { ...headers, host: url.host },
      // The addresses checked above, not a new lookup's.
      lookup: pinnedLookup(addresses),
      timeout: 30_000,
    });
    outbound.on('response', (upstream) => {
      response.writeHead(upstream.statusCode ?? 502, upstream.headers);
      upstream.pipe(response);
    });
    outbound.on('timeout', () => outbound.destroy(new Error('the request timed out')));
    outbound.on('error', (error) => {
      if (!response.headersSent) answer(response, 502, 'egress_failed', error.message);
      else response.destroy();
    });
    request.pipe(outbound);
  }

  return {
    listen: (socketPath: string) => new Promise<void>((resolve) => server.listen(socketPath, resolve)),
    /** A call has ended: its count is no longer needed. */
    forget: (call: string) => counts.delete(call),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function answer(response: ServerResponse, status: number, code: string, message: string) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ error: { code, message } }));
}
