import { useEffect, useRef, useState } from 'react';
import { type RunDoneEvent, type RunEvent, runEventSchema, runEventTypes } from '../../../../shared/run-events';

/** What the builder shows of a reply being written. */
export interface LiveRun {
  text: string;
  step: string;
  percent: number;
  /** An agent reply's step lines so far. */
  actions: string[];
}

export interface RunStreamHandlers {
  /** A file was written (content) or deleted (null) by the reply. */
  onFile(path: string, content: string | null): void;
  /**
   * The reply is finished (or the stream is gone for good): time to reload from the server. The
   * `done` event, when one came, says how it ended and which preview build its files made.
   */
  onDone(done: RunDoneEvent | null): void;
}

const idle: LiveRun = { text: '', step: '', percent: 0, actions: [] };

/**
 * One SSE message as a run event, checked against the schema the server sends with. Anything
 * else (bad JSON, a missing field, a name that is not its type) is logged and left out.
 */
export function parseRunEvent(name: string, data: unknown): RunEvent | null {
  let json: unknown;
  try {
    json = typeof data === 'string' ? JSON.parse(data) : data;
  } catch {
    console.warn(`run stream: ignored a "${name}" event that is not JSON`);
    return null;
  }
  const parsed = runEventSchema.safeParse(json);
  if (!parsed.success || parsed.data.type !== name) {
    console.warn(`run stream: ignored a malformed "${name}" event`, parsed.error?.issues ?? 'type differs from name');
    return null;
  }
  return parsed.data;
}

/**
 * Follows a project's reply over Server-Sent Events while `runId` names a running reply. Opening late (another tab,
 * a reload) starts from the server's snapshot; a dropped connection reconnects by itself and
 * gets a fresh snapshot, so nothing is counted twice.
 */
export function useRunStream(projectId: string, runId: string | null, handlers: RunStreamHandlers): LiveRun | null {
  const [live, setLive] = useState<LiveRun | null>(null);
  // Set when `done` arrives, so the run stops showing before the caller learns it finished.
  const [finished, setFinished] = useState<string | null>(null);
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    setLive(null);
    if (!runId) return;
    const source = new EventSource(`/api/projects/${encodeURIComponent(projectId)}/generation/events`);
    const finish = (done: RunDoneEvent | null = null) => {
      source.close();
      setFinished(runId);
      latest.current.onDone(done);
    };
    const apply = (event: RunEvent) => {
      switch (event.type) {
        case 'snapshot':
          for (const [path, content] of Object.entries(event.files)) latest.current.onFile(path, content);
          setLive({ text: event.text, step: event.step, percent: event.percent, actions: event.actions });
          return;
        case 'text':
          setLive((run) => ({ ...(run ?? idle), text: (run?.text ?? '') + event.text }));
          return;
        case 'action':
          setLive((run) => ({ ...(run ?? idle), actions: [...(run?.actions ?? []), event.line] }));
          return;
        case 'step':
          setLive((run) => ({ ...(run ?? idle), step: event.step, percent: event.percent }));
          return;
        case 'file':
          latest.current.onFile(event.path, event.content);
          return;
        case 'done':
          finish(event);
          return;
      }
    };
    for (const name of runEventTypes) {
      source.addEventListener(name, (message) => {
        const event = parseRunEvent(name, message.data);
        if (event) apply(event);
        // The server ends the stream after `done` whatever it carried: stop here rather than reconnect.
        else if (name === 'done') finish();
      });
    }
    source.onerror = () => {
      // CONNECTING means the browser is already retrying; CLOSED means it gave up.
      if (source.readyState === EventSource.CLOSED) finish();
    };
    return () => source.close();
  }, [projectId, runId]);

  return runId && finished !== runId ? (live ?? idle) : null;
}
