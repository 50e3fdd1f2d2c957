import { hc } from 'hono/client';
import type { ApiType } from '../../server/app';
import { isApiErrorBody } from '../../shared/api-error';
import { retryingFetch } from './retrying-fetch';

export const api = hc<ApiType>('/api', { fetch: retryingFetch });

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface JsonResponse {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

/** The body type of the 2xx variants of a typed hono/client response. */
type OkBody<R> = R extends { ok: true; json(): Promise<infer T> } ? T : never;
// A route answering c.json(body) without a status has one variant whose ok is just boolean.
type AnyBody<R> = R extends { json(): Promise<infer T> } ? T : never;
type SuccessBody<R> = [OkBody<R>] extends [never] ? Exclude<AnyBody<R>, { error: unknown }> : OkBody<R>;

/** Resolves to the JSON body of a 2xx; otherwise throws with the server's own message. */
export async function unwrap<R extends JsonResponse>(response: Promise<R>): Promise<SuccessBody<R>> {
  let res: R;
  try {
    res = await response;
  } catch {
    throw new ApiRequestError(0, 'network', 'Could not reach the server. Check your connection and try again.');
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.ok) return body as SuccessBody<R>;
  if (isApiErrorBody(body)) throw new ApiRequestError(res.status, body.error.code, body.error.message);
  throw new ApiRequestError(res.status, 'unknown', `The server answered ${res.status}.`);
}
