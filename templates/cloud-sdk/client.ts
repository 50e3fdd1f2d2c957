import { CloudError } from './types';

export const base = '/_cloud/v1';
/** Where the app's functions answer: the backend's, or the dev server's in an exported copy run with `npm run dev`. */
export const functionsBase = base;
/** What the server put in the page about it (`shipwright-app`, `shipwright-env`, `shipwright-grant`). */
export const meta = (name: string) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;

/** Kept per app: the same address may serve another app later, which must not be sent this one's token. */
export const perApp = (key: string) => {
  const app = meta('shipwright-app');
  return app ? `${key}:${app}` : key;
};
const tokenKey = () => perApp('shipwright-cloud-device');
const memory = new Map<string, string>();

// Some browsers refuse storage to framed pages; the app still works, for this page's life.
export const store = {
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
export const grant = () => meta('shipwright-grant') ?? '';

export function headersFor(token: string | null): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (grant()) headers['x-shipwright-grant'] = grant();
  return headers;
}

export async function send(
  method: string,
  path: string,
  body: unknown,
  token: string | null,
  root = base,
): Promise<Response> {
  const headers = headersFor(token);
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(root + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

export async function failure(response: Response): Promise<CloudError> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  return new CloudError(response.status, body?.error?.code ?? 'error', body?.error?.message ?? response.statusText);
}

let pendingDevice: Promise<string> | null = null;

/**
 * This browser's device token, created on first use. The project's owner in their own preview
 * gets none: the page's grant already says who they are.
 */
export function deviceToken(): Promise<string> {
  const saved = store.get(tokenKey());
  if (saved) return Promise.resolve(saved);
  pendingDevice ??= send('POST', '/identity', undefined, null)
    .then(async (response) => {
      if (!response.ok) throw await failure(response);
      const { token } = (await response.json()) as { token: string | null };
      if (token) store.set(tokenKey(), token);
      return token ?? '';
    })
    .finally(() => {
      pendingDevice = null;
    });
  return pendingDevice;
}

export async function request<R>(method: string, path: string, body?: unknown): Promise<R> {
  let response = await send(method, path, body, await deviceToken());
  if (response.status === 401) {
    // A token from another app or environment (or a cleared one): start a fresh device once.
    const problem = await failure(response.clone());
    if (problem.code === 'identity_required') {
      store.set(tokenKey(), null);
      response = await send(method, path, body, await deviceToken());
    }
  }
  if (!response.ok) throw await failure(response);
  return (await response.json()) as R;
}

/** Reads Server-Sent Events from a fetch body, so the token travels in a header, not the URL. */
export async function readEvents(response: Response, onEvent: (type: string, data: string) => void) {
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
