import { APICallError } from 'ai';
import { describe, expect, it } from 'vitest';
import { describeFault } from '../../shared/provider-fault-texts';
import { classifyProviderError, retryAfterMsOf } from './provider-faults';

// The HTTP faults are tested end to end on the fakes (tests/faults); these are the ones a local
// fake cannot easily stage: DNS and TLS failures, dated Retry-After, errors inside a stream.

const cannotConnect = (code: string) =>
  new APICallError({
    message: 'Cannot connect to API: fetch failed',
    url: 'https://api.example.test/v1/chat/completions',
    requestBodyValues: {},
    cause: Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(code), { code }) }),
    isRetryable: true,
  });

const context = {
  providerName: 'OpenAI',
  modelId: 'gpt-4o',
  modelEnvName: 'AI_MODEL_GPT_4O',
  keyEnvName: 'OPENAI_API_KEY',
  tries: 4,
  idleMs: 45_000,
  replyMs: 600_000,
};

describe('provider faults', () => {
  it('names DNS and TLS failures as unreachable, with what failed', () => {
    expect(classifyProviderError(cannotConnect('ENOTFOUND'))).toEqual({
      kind: 'unreachable',
      network: 'its address was not found',
    });
    const tls = classifyProviderError(cannotConnect('UNABLE_TO_VERIFY_LEAF_SIGNATURE'));
    expect(tls.network).toBe('its TLS certificate was not accepted');
    expect(describeFault(tls, context)).toBe(
      "OpenAI could not be reached (its TLS certificate was not accepted); check the server's network and its base URL",
    );
  });

  it('reads Retry-After as seconds, as a date, and OpenAI’s retry-after-ms', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(retryAfterMsOf({ 'retry-after': '2' }, now)).toBe(2000);
    expect(retryAfterMsOf({ 'retry-after': 'Fri, 27 Nov 2026 12:00:30 GMT' }, now)).toBe(30_000);
    expect(retryAfterMsOf({ 'retry-after-ms': '150' }, now)).toBe(150);
    expect(retryAfterMsOf({}, now)).toBeUndefined();
    // Google puts it in the body.
    const google = new APICallError({
      message: 'Resource exhausted',
      url: 'https://generativelanguage.example.test/v1beta/models/gemini:streamGenerateContent',
      requestBodyValues: {},
      statusCode: 429,
      responseBody: JSON.stringify({
        error: {
          code: 429,
          message: 'Resource has been exhausted',
          details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '2s' }],
        },
      }),
    });
    expect(classifyProviderError(google)).toMatchObject({ kind: 'rate-limited', retryAfterMs: 2000 });
  });

  it('tells a broken connection, an unreadable answer and anything else apart, without their internals', () => {
    expect(classifyProviderError(new TypeError('terminated')).kind).toBe('broken-stream');
    const unreadable = Object.assign(new Error('Type validation failed: Value: {...}'), {
      name: 'AI_TypeValidationError',
    });
    expect(classifyProviderError(unreadable).kind).toBe('unreadable');
    expect(classifyProviderError(new Error('boom')).kind).toBe('unexpected');
    expect(describeFault({ kind: 'unexpected' }, context)).toBe('OpenAI stopped with an unexpected error');
  });

  it('takes an error event inside a started stream (Anthropic’s overloaded_error) as the provider failing', () => {
    const facts = classifyProviderError({ type: 'overloaded_error', message: 'Overloaded' });
    expect(facts).toEqual({ kind: 'provider-down', providerMessage: 'Overloaded' });
  });

  it('keeps a non-JSON error page out of the reply, and states long bounds in minutes', () => {
    const html = new APICallError({
      message: 'Bad Gateway',
      url: 'https://api.example.test/v1/chat/completions',
      requestBodyValues: {},
      statusCode: 502,
      responseBody: '<html><body>bad gateway</body></html>',
    });
    expect(classifyProviderError(html)).toMatchObject({
      kind: 'provider-down',
      status: 502,
      providerMessage: 'Bad Gateway',
    });
    expect(describeFault({ kind: 'reply-timeout' }, context)).toContain('longer than 10 min');
  });
});
