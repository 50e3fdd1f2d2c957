import { Agent, request } from 'node:http';

export interface Reply {
  status: number;
  text: string;
  headers?: import('node:http').IncomingHttpHeaders;
}

/**
 * Requests to one server under one Host header (an app host, or the main one), over a
 * keep-alive agent with as many sockets as the load has concurrent requests. fetch() cannot
 * choose the Host header, so this is node:http, as in tests/support/app-host.ts.
 */
export class HostClient {
  private readonly port: number;

  constructor(
    serverUrl: string,
    private readonly host: string,
    private readonly agent: Agent,
  ) {
    this.port = Number(new URL(serverUrl).port);
  }

  send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: this.port,
          path,
          method,
          agent: this.agent,
          headers: {
            host: this.host,
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              text: Buffer.concat(chunks).toString('utf8'),
              headers: res.headers,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }
}

export const keepAliveAgent = (sockets: number) => new Agent({ keepAlive: true, maxSockets: sockets });

export function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
}

export interface LoadOptions {
  concurrency: number;
  /** Stops at whichever comes first: this many requests or this many milliseconds. */
  maxRequests: number;
  maxMs: number;
  warmup?: number;
  /** The status every answer must have; anything else stops the bench. */
  status: number;
}

/** Runs `call` in `concurrency` loops, each sending its next request when the last one answers. */
export async function load(label: string, call: () => Promise<Reply>, options: LoadOptions): Promise<LoadResult> {
  const check = (reply: Reply) => {
    if (reply.status !== options.status)
      throw new Error(`${label}: answered ${reply.status}, expected ${options.status}: ${reply.text.slice(0, 300)}`);
  };
  for (let i = 0; i < (options.warmup ?? 10); i++) check(await call());
  const latencies: number[] = [];
  const started = performance.now();
  let sent = 0;
  const worker = async () => {
    while (sent < options.maxRequests && performance.now() - started < options.maxMs) {
      sent += 1;
      const at = performance.now();
      check(await call());
      latencies.push(performance.now() - at);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}
