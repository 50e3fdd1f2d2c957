import { base, deviceToken, failure, headersFor, readEvents, request } from './client';
import type { Change, Item, ListOptions } from './types';

/** One collection of the app's records. */
export function collection<T extends object>(name: string) {
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
