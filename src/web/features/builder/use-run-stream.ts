import { useEffect, useRef, useState } from 'react';

/** What the builder shows of a reply being written. */
export interface LiveRun {
  text: string;
  step: string;
  percent: number;
}

export interface RunStreamHandlers {
  /** A file was written (content) or deleted (null) by the reply. */
  onFile(path: string, content: string | null): void;
  /** The reply is finished (or the stream is gone for good): time to reload from the server. */
  onDone(): void;
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
    const data = (event: MessageEvent) => JSON.parse(event.data as string);
    source.addEventListener('snapshot', (event) => {
      const snapshot = data(event) as LiveRun & { files: Record<string, string | null> };
      for (const [path, content] of Object.entries(snapshot.files)) latest.current.onFile(path, content);
      setLive({ text: snapshot.text, step: snapshot.step, percent: snapshot.percent });
    });
    source.addEventListener('text', (event) => {
      const { text } = data(event) as { text: string };
      setLive((run) => (run ? { ...run, text: run.text + text } : { text, step: '', percent: 0 }));
    });
    source.addEventListener('step', (event) => {
      const { step, percent } = data(event) as { step: string; percent: number };
      setLive((run) => ({ text: run?.text ?? '', step, percent }));
    });
    source.addEventListener('file', (event) => {
      const { path, content } = data(event) as { path: string; content: string | null };
      latest.current.onFile(path, content);
    });
    const finish = () => {
      source.close();
      setFinished(runId);
      latest.current.onDone();
    };
    source.addEventListener('done', finish);
    source.onerror = () => {
      // CONNECTING means the browser is already retrying; CLOSED means it gave up.
      if (source.readyState === EventSource.CLOSED) finish();
    };
    return () => source.close();
  }, [projectId, runId]);

  return runId && finished !== runId ? (live ?? { text: '', step: '', percent: 0 }) : null;
}
