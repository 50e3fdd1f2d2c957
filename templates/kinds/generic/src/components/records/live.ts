import { useCallback, useEffect, useState } from 'react';

/**
 * Data from a public service the browser calls itself (weather, exchange rates), kept with the time
 * it came so the page can show the last figures while the service can't be reached.
 */
export interface Live<T> {
  data: T | null;
  /** When `data` was fetched. */
  at: Date | null;
  loading: boolean;
  /** True when the last try failed: offline, or the service is down. */
  failed: boolean;
  retry: () => void;
}

/** The state `key` starts from: its last figures, if this browser kept any, while loading anew. */
function startFrom<T>(key: string): Omit<Live<T>, 'retry'> {
  let last: { data: T; at: string } | null = null;
  try {
    last = JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    // Figures kept by another version of the app, or by hand: start without them.
  }
  return { data: last?.data ?? null, at: last ? new Date(last.at) : null, loading: true, failed: false };
}

/** Loads `key` with `load`, again when the key changes or the browser comes back online. */
export function useLive<T>(key: string, load: () => Promise<T>): Live<T> {
  const cacheKey = `live:${key}`;
  const [state, setState] = useState(() => startFrom<T>(cacheKey));
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is read fresh for each key and attempt
  useEffect(() => {
    let current = true;
    setState(startFrom<T>(cacheKey));
    load().then(
      (data) => {
        if (!current) return;
        const at = new Date();
        localStorage.setItem(cacheKey, JSON.stringify({ data, at: at.toISOString() }));
        setState({ data, at, loading: false, failed: false });
      },
      () => current && setState((s) => ({ ...s, loading: false, failed: true })),
    );
    return () => {
      current = false;
    };
  }, [cacheKey, attempt]);
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  return { ...state, retry };
}

/** A JSON answer from a public service, or a failure when it can't be reached or says no. */
export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status}`);
  return (await response.json()) as T;
}
