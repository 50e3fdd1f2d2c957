/**
 * @shipwright/cloud: a generated app's own backend. Records live on the server, per app and per
 * environment (the preview never touches the live app's data), and each visitor gets an
 * anonymous device identity kept in this browser, so their data survives reloads.
 *
 *   const todos = cloud.collection<Todo>('todos');
 *   await todos.add({ title: 'Water the plants', done: false });
 *   const { items } = await todos.list({ where: [{ field: 'done', op: 'eq', value: false }] });
 *
 * In React, `useCollection` gives the items, loading and error states, and stays live.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';

export type Item<T> = T & { id: string; createdAt: string; updatedAt: string };
export type FilterOperator = 'eq' | 'ne' | 'lt' | 'lte' | 'gt' | 'gte' | 'in' | 'contains';
export type Scalar = string | number | boolean | null;
export interface Filter {
  field: string;
  op: FilterOperator;
  value: Scalar | Scalar[];
}
export interface ListOptions {
  where?: Filter[];
  sort?: string;
  order?: 'asc' | 'desc';
  limit?: number;
  offset?: number;
  /** Only this visitor's own records. */
  mine?: boolean;
}
export type Change<T> = { type: 'created' | 'updated'; record: Item<T> } | { type: 'deleted'; id: string };

/** What the server said went wrong: `code` is stable (quota_exceeded, forbidden, ...), `message` is for people. */
export class CloudError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CloudError';
  }
}

const base = '/_cloud/v1';
const tokenKey = 'shipwright-cloud-device';
const memory = new Map<string, string>();

// Some browsers refuse storage to framed pages; the app still works, for this page's life.
const store = {
  get: (key: string) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return memory.get(key) ?? null;
    }
  },
  set: (key: string, value: string | null) => {
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    } catch {
      if (value === null) memory.delete(key);
      else memory.set(key, value);
    }
  },
};

/** A private preview's grant, put in the page by the server; the backend asks for the same. */
const grant = () => document.querySelector('meta[name="shipwright-grant"]')?.getAttribute('content') ?? '';

function headersFor(token: string | null): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (grant()) headers['x-shipwright-grant'] = grant();
  return headers;
}

async function send(method: string, path: string, body: unknown, token: string | null): Promise<Response> {
  const headers = headersFor(token);
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

async function failure(response: Response): Promise<CloudError> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  return new CloudError(response.status, body?.error?.code ?? 'error', body?.error?.message ?? response.statusText);
}

let pendingDevice: Promise<string> | null = null;

/**
 * This browser's device token, created on first use. The project's owner in their own preview
 * gets none: the page's grant already says who they are.
 */
function deviceToken(): Promise<string> {
  const saved = store.get(tokenKey);
  if (saved) return Promise.resolve(saved);
  pendingDevice ??= send('POST', '/identity', undefined, null)
    .then(async (response) => {
      if (!response.ok) throw await failure(response);
      const { token } = (await response.json()) as { token: string | null };
      if (token) store.set(tokenKey, token);
      return token ?? '';
    })
    .finally(() => {
      pendingDevice = null;
    });
  return pendingDevice;
}

async function request<R>(method: string, path: string, body?: unknown): Promise<R> {
  let response = await send(method, path, body, await deviceToken());
  if (response.status === 401) {
    // A token from another app or environment (or a cleared one): start a fresh device once.
    const problem = await failure(response.clone());
    if (problem.code === 'identity_required') {
      store.set(tokenKey, null);
      response = await send(method, path, body, await deviceToken());
    }
  }
  if (!response.ok) throw await failure(response);
  return (await response.json()) as R;
}

/** Reads Server-Sent Events from a fetch body, so the token travels in a header, not the URL. */
async function readEvents(response: Response, onEvent: (type: string, data: string) => void) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const type = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
      const data = [...block.matchAll(/^data: ?(.*)$/gm)].map((m) => m[1]).join('\n');
      if (data) onEvent(type, data);
      end = buffer.indexOf('\n\n');
    }
  }
}

function collection<T extends object>(name: string) {
  const path = `/collections/${encodeURIComponent(name)}`;
  return {
    list: (options: ListOptions = {}) =>
      request<{ items: Item<T>[]; hasMore: boolean }>('POST', `${path}/query`, options),
    get: (id: string) => request<Item<T>>('GET', `${path}/records/${encodeURIComponent(id)}`),
    add: (data: T) => request<Item<T>>('POST', `${path}/records`, data),
    update: (id: string, patch: Partial<T>) =>
      request<Item<T>>('PATCH', `${path}/records/${encodeURIComponent(id)}`, patch),
    remove: (id: string) => request<{ id: string }>('DELETE', `${path}/records/${encodeURIComponent(id)}`),
    /** Calls back on every change others (or this tab) make that this visitor may see. Returns the way to stop. */
    subscribe(onChange: (change: Change<T>) => void): () => void {
      const abort = new AbortController();
      let delay = 1000;
      const connect = async () => {
        while (!abort.signal.aborted) {
          try {
            const headers = headersFor(await deviceToken());
            const response = await fetch(`${base}${path}/changes`, { headers, signal: abort.signal });
            if (!response.ok) throw await failure(response);
            delay = 1000;
            await readEvents(response, (type, data) => {
              if (type === 'created' || type === 'updated' || type === 'deleted')
                onChange(JSON.parse(data) as Change<T>);
            });
          } catch {
            if (abort.signal.aborted) return;
          }
          await new Promise((resolve) => setTimeout(resolve, delay));
          delay = Math.min(delay * 2, 30_000);
        }
      };
      void connect();
      return () => abort.abort();
    },
  };
}

export const cloud = { collection };

/**
 * A collection's items for React: loading and error states, add/update/remove that show at
 * once, and changes made elsewhere arriving by themselves.
 */
export function useCollection<T extends object>(name: string, options: ListOptions = {}) {
  const key = JSON.stringify(options);
  const records = useMemo(() => collection<T>(name), [name]);
  const [items, setItems] = useState<Item<T>[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<CloudError | null>(null);

  const reload = useCallback(async () => {
    try {
      const page = await records.list(JSON.parse(key) as ListOptions);
      setItems(page.items);
      setError(null);
    } catch (cause) {
      setError(cause instanceof CloudError ? cause : new CloudError(0, 'network', String(cause)));
    } finally {
      setLoading(false);
    }
  }, [records, key]);

  useEffect(() => {
    setLoading(true);
    void reload();
    // Filters and order are the server's to apply: any change means reading the list again.
    return records.subscribe(() => void reload());
  }, [records, reload]);

  const run = useCallback(async <R>(work: () => Promise<R>): Promise<R> => {
    try {
      return await work();
    } catch (cause) {
      const problem = cause instanceof CloudError ? cause : new CloudError(0, 'network', String(cause));
      setError(problem);
      throw problem;
    }
  }, []);

  return {
    items,
    loading,
    error,
    reload,
    add: (data: T) =>
      run(async () => {
        const item = await records.add(data);
        setItems((current) => (current.some((i) => i.id === item.id) ? current : [item, ...current]));
        return item;
      }),
    update: (id: string, patch: Partial<T>) =>
      run(async () => {
        const item = await records.update(id, patch);
        setItems((current) => current.map((i) => (i.id === id ? item : i)));
        return item;
      }),
    remove: (id: string) =>
      run(async () => {
        setItems((current) => current.filter((i) => i.id !== id));
        return records.remove(id);
      }),
  };
}
