import type { AuthSession } from './auth-session';
import type { SseEvent } from './run-events';

export interface OpenRunStream {
  /** Resolves with the first event (the snapshot): the stream is open and watched. */
  opened: Promise<SseEvent>;
  /** Resolves with every event once the server ends the stream (or `close` is called). */
  ended: Promise<SseEvent[]>;
  close(): void;
}

/** A builder tab's generation stream, held open: for tests of who may keep watching. */
export function openRunStream(browser: AuthSession, projectId: string): OpenRunStream {
  const abort = new AbortController();
  const events: SseEvent[] = [];
  let markOpened: (event: SseEvent) => void = () => undefined;
  let failOpen: (error: Error) => void = () => undefined;
  const opened = new Promise<SseEvent>((resolve, reject) => {
    markOpened = resolve;
    failOpen = reject;
  });
  const ended = (async () => {
    try {
      const response = await browser.send(`/api/projects/${projectId}/generation/events`, {
        method: 'GET',
        signal: abort.signal,
      });
      if (response.status !== 200 || !response.body) throw new Error(`events answered ${response.status}`);
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!name || data === undefined) continue;
          const event = { event: name, data: JSON.parse(data) };
          events.push(event);
          markOpened(event);
        }
      }
    } catch (error) {
      if (!abort.signal.aborted) {
        failOpen(error as Error);
        throw error;
      }
    }
    failOpen(new Error('the stream ended before its first event'));
    return events;
  })();
  ended.catch(() => undefined);
  opened.catch(() => undefined);
  return { opened, ended, close: () => abort.abort() };
}

/** Resolves with `promise`'s value, or rejects once `ms` have passed. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
