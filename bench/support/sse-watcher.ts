import { type ClientRequest, request } from 'node:http';

/**
 * One subscriber to a collection's live changes, as the SDK holds it: a streaming GET with the
 * device token in a header, on the app's host. Notes when each `created` event arrives, keyed
 * by the record's `mark` field.
 */
export class ChangeWatcher {
  private buffer = '';
  private readonly arrivals = new Map<string, number>();
  private readonly waiters = new Map<string, (at: number) => void>();
  private readonly req: ClientRequest;
  /** Resolves once the server has sent `ready` (the subscription is in place). */
  readonly ready: Promise<void>;

  constructor(serverUrl: string, host: string, path: string, token: string) {
    let onReady: () => void = () => undefined;
    let onError: (error: Error) => void = () => undefined;
    this.ready = new Promise((resolve, reject) => {
      onReady = resolve;
      onError = reject;
    });
    this.req = request({
      host: '127.0.0.1',
      port: Number(new URL(serverUrl).port),
      path,
      agent: false,
      headers: { host, authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    });
    this.req.on('error', (error) => onError(error));
    this.req.on('response', (res) => {
      if (res.statusCode !== 200) onError(new Error(`changes answered ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const at = performance.now();
        this.buffer += chunk;
        for (let end = this.buffer.indexOf('\n\n'); end >= 0; end = this.buffer.indexOf('\n\n')) {
          const block = this.buffer.slice(0, end);
          this.buffer = this.buffer.slice(end + 2);
          const type = /^event: ?(.*)$/m.exec(block)?.[1];
          if (type === 'ready') onReady();
          if (type !== 'created') continue;
          const data = JSON.parse(/^data: ?(.*)$/m.exec(block)?.[1] ?? '{}') as { record?: { mark?: string } };
          const mark = data.record?.mark;
          if (!mark) continue;
          this.arrivals.set(mark, at);
          this.waiters.get(mark)?.(at);
        }
      });
    });
    this.req.end();
  }

  /** When the `created` event of the record marked `mark` arrived (performance.now()). */
  created(mark: string, timeoutMs = 10_000): Promise<number> {
    const seen = this.arrivals.get(mark);
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no created event for ${mark} in ${timeoutMs} ms`)), timeoutMs);
      this.waiters.set(mark, (at) => {
        clearTimeout(timer);
        this.waiters.delete(mark);
        resolve(at);
      });
    });
  }

  close() {
    this.req.destroy();
  }
}
