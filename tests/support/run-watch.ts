import type { AuthSession } from './auth-session';
import type { SseEvent } from './run-events';

/**
 * Watches a project's generation stream until an event passes `until`, then hangs up: for a
 * test that must act at a precise moment of a run (kill the server once a file was streamed).
 * Returns every event received up to and including that one.
 */
export async function watchRunUntil(
  browser: AuthSession,
  projectId: string,
  until: (event: SseEvent) => boolean,
  timeoutMs = 15_000,
): Promise<SseEvent[]> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`no matching run event within ${timeoutMs} ms`)), timeoutMs);
  const events: SseEvent[] = [];
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
        if (until(event)) return events;
        if (name === 'done') throw new Error(`the run ended before the awaited event: ${data}`);
      }
    }
    throw new Error('the stream ended before the awaited event');
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}
