import { deviceToken, failure, send } from './client';

/** The app's server functions (functions/<name>.ts in the project), called as this visitor. */
export const functions = {
  /**
   * Calls a function with a JSON body; answers its JSON (or text). A call that fails, or that the
   * function answers with an error status, throws a CloudError with the status and the reason.
   */
  async invoke<R = unknown>(name: string, body?: unknown): Promise<R> {
    const response = await send('POST', `/functions/${encodeURIComponent(name)}`, body ?? null, await deviceToken());
    if (!response.ok) throw await failure(response);
    const type = response.headers.get('content-type') ?? '';
    return (type.includes('json') ? await response.json() : await response.text()) as R;
  },
};
