import { deviceToken, failure, functionsBase, send } from './client';

/** The app's server functions (functions/<name>.ts in the project), called as this visitor. */
export const functions = {
  /**
   * Calls a function with a JSON body; answers its JSON (or text). A call that fails, or that the
   * function answers with an error status, throws a CloudError with the status and the reason.
   */
  async invoke<R = unknown>(name: string, body?: unknown): Promise<R> {
    const path = `/functions/${encodeURIComponent(name)}`;
    const response = await send('POST', path, body ?? null, await deviceToken(), functionsBase);
    if (!response.ok) throw await failure(response);
    const type = response.headers.get('content-type') ?? '';
    return (type.includes('json') ? await response.json() : await response.text()) as R;
  },
};
