import type { AuthSession } from './auth-session';

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Reads a project's generation stream to its `done` event, as the builder does. */
export async function readRunEvents(browser: AuthSession, projectId: string): Promise<SseEvent[]> {
  const response = await browser.get(`/api/projects/${projectId}/generation/events`);
  if (response.status !== 200 || !response.body) throw new Error(`events answered ${response.status}`);
  const events: SseEvent[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      if (!event) continue;
      events.push({ event, data: JSON.parse(data) });
      if (event === 'done') return events;
    }
  }
  return events;
}

/**
 * Sends a chat message and waits for the reply to be written: the answer the old synchronous
 * route gave (user message, final assistant message, project), or the refusal as it came.
 */
export async function sendAndWait(browser: AuthSession, projectId: string, body: Record<string, unknown>) {
  const response = await browser.post(`/api/projects/${projectId}/messages`, body);
  if (response.status !== 202) return { status: response.status, body: await response.json(), events: [] };
  const started = await response.json();
  const events = await readRunEvents(browser, projectId);
  const done = events.at(-1)?.data as { run: { status: string }; assistantMessage: unknown };
  const project = await (await browser.get(`/api/projects/${projectId}`)).json();
  return {
    status: response.status,
    body: { ...started, assistantMessage: done.assistantMessage, run: done.run, project },
    events,
  };
}
