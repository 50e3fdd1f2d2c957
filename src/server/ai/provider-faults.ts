import { APICallError } from 'ai';
import type { FaultFacts } from '../../shared/provider-fault-texts';

/**
 * A hosted call that failed, known by kind. Thrown instead of the SDK's own errors, whose texts
 * ("No output generated. Check the stream for errors.") mean nothing to the person chatting.
 */
export class ProviderFault extends Error {
  constructor(readonly facts: FaultFacts) {
    super(`provider fault: ${facts.kind}${facts.status ? ` ${facts.status}` : ''}`);
  }
}

// Each provider words it differently: OpenAI's code, Anthropic's "prompt is too long", Google's token count.
const contextTooLong =
  /context[_ ]length|maximum context|prompt is too long|too many tokens|exceeds the maximum number of tokens|input token count|request too large/i;

/** The provider's own message from its JSON error body (all three put it at error.message). */
function messageOf(body: string | undefined): string | undefined {
  if (!body) return undefined;
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const said = typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message);
    if (typeof said === 'string' && said.trim()) return said.trim().slice(0, 300);
  } catch {
    // Not JSON (a proxy's HTML page): its text says little, and may be long.
  }
  return undefined;
}

/** Retry-After (seconds or an HTTP date), or OpenAI's retry-after-ms, in milliseconds. */
export function retryAfterMsOf(headers: Record<string, string> | undefined, now = Date.now()): number | undefined {
  const ms = Number(headers?.['retry-after-ms']);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers?.['retry-after'];
  if (!value) return undefined;
  const secondsValue = Number(value);
  if (Number.isFinite(secondsValue)) return Math.max(0, secondsValue * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Google says how long to wait in its body's RetryInfo ("retryDelay": "30s"), not in a header. */
export function retryDelayOf(body: string | undefined): number | undefined {
  const delay = body ? /"retryDelay"\s*:\s*"(\d+(?:\.\d+)?)s"/.exec(body)?.[1] : undefined;
  return delay === undefined ? undefined : Number(delay) * 1000;
}

/** Why a connection could not be made, from the error codes under fetch's "fetch failed". */
function networkCause(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && depth < 6; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (code === 'ECONNREFUSED') return 'connection refused';
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'its address was not found';
    if (typeof code === 'string' && /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code))
      return 'its TLS certificate was not accepted';
    if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'the connection was reset';
    if (code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT') return 'the connection timed out';
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

function fromStatus(status: number, providerMessage: string | undefined, retryAfterMs: number | undefined): FaultFacts {
  const facts = { status, providerMessage };
  if (status === 401 || status === 403) return { kind: 'key-refused', ...facts };
  if ((status === 400 || status === 413) && providerMessage && contextTooLong.test(providerMessage)) {
    return { kind: 'context-too-long', ...facts };
  }
  if (status === 404) return { kind: 'model-not-found', ...facts };
  if (status === 429) return { kind: 'rate-limited', ...facts, retryAfterMs };
  // Anthropic's 529 "overloaded" is a 5xx in all but number.
  if (status >= 500) return { kind: 'provider-down', ...facts };
  return { kind: 'refused-request', ...facts };
}

/** What kind of fault an error from the SDK (or the stream under it) is. */
export function classifyProviderError(error: unknown): FaultFacts {
  if (error instanceof ProviderFault) return error.facts;
  let inner: unknown = error;
  // RetryError and NoOutputGeneratedError wrap what really happened.
  for (let depth = 0; depth < 4; depth += 1) {
    const wrapped = (inner as { lastError?: unknown; cause?: unknown } | null)?.lastError;
    if (!wrapped) break;
    inner = wrapped;
  }
  if (APICallError.isInstance(inner)) {
    // A 200 whose body broke off is wrapped as "Failed to process successful response".
    if (inner.statusCode && inner.statusCode < 300) return { kind: 'broken-stream' };
    if (inner.statusCode) {
      const said = messageOf(inner.responseBody) ?? inner.message.slice(0, 300);
      const retryAfterMs = retryAfterMsOf(inner.responseHeaders) ?? retryDelayOf(inner.responseBody);
      return fromStatus(inner.statusCode, said, retryAfterMs);
    }
    return { kind: 'unreachable', network: networkCause(inner) };
  }
  // An error event inside a stream that had started (Anthropic's `overloaded_error`, say).
  const streamed = inner as { type?: unknown; message?: unknown; error?: { type?: unknown; message?: unknown } };
  const type = streamed?.error?.type ?? streamed?.type;
  const message = streamed?.error?.message ?? streamed?.message;
  if (typeof type === 'string' && /overloaded|api_error|server/i.test(type)) {
    return { kind: 'provider-down', providerMessage: typeof message === 'string' ? message : undefined };
  }
  const network = networkCause(inner);
  if (network === 'connection refused' || network === 'its address was not found') {
    return { kind: 'unreachable', network };
  }
  // The provider answered with something its SDK could not parse (a proxy's page, a half-compatible server).
  const name = (inner as { name?: unknown } | null)?.name;
  if (typeof name === 'string' && /TypeValidation|JSONParse|InvalidResponseData/.test(name))
    return { kind: 'unreadable' };
  // A socket that broke under the stream surfaces as fetch's "terminated" or a reset.
  if (network || /terminated|socket|aborted|ECONNRESET/i.test(String((inner as Error)?.message ?? ''))) {
    return { kind: 'broken-stream' };
  }
  return { kind: 'unexpected' };
}
