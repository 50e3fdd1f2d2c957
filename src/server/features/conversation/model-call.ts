import {
  type LanguageModel,
  type LanguageModelUsage,
  type ModelMessage,
  type ProviderMetadata,
  streamText,
  type ToolSet,
} from 'ai';
import { replyBoundTexts } from '../../../shared/provider-fault-texts';
import { classifyProviderError, ProviderFault } from '../../ai/provider-faults';
import type { Env } from '../../core/env';

interface StreamSettings {
  model: LanguageModel;
  system: string;
  messages: ModelMessage[];
  maxOutputTokens: number;
  providerOptions: ProviderMetadata | undefined;
  /** Tools the model may call (an agent step): their calls are answered by the caller, not here. */
  tools?: ToolSet;
}

/** A tool the model called, with its input as sent (validated by whoever runs it). */
export interface ToolCall {
  toolCallId: string;
  toolName: string;
  input: unknown;
}

/** The person pressed Stop: not a fault, the reply ends as they asked. */
export class StoppedByUser extends Error {
  constructor() {
    super('stopped by the user');
  }
}

export interface ModelCallHooks {
  /** Each piece of text as it streams; answering 'enough' ends the call there (a size bound was hit). */
  text(delta: string): 'more' | 'enough';
  /** A wait before trying again, or a retry with a shorter request: shown as a step. */
  step(text: string): void;
  /** Stop: aborts the provider's request itself, so its connection closes at once. */
  stop?: AbortSignal;
}

export interface ModelCallOutcome {
  /** The provider's count, when it sent one. */
  usage: LanguageModelUsage | null;
  /** The call ended early because `text` said enough. */
  capped: boolean;
  /** The tools the model called, in order (none without tools). */
  toolCalls: ToolCall[];
  /** The model's answer as messages to append to the conversation (its text and tool calls). */
  messages: ModelMessage[];
}

type Limits = Pick<
  Env,
  'AI_IDLE_TIMEOUT_MS' | 'AI_REPLY_TIMEOUT_MS' | 'AI_RETRIES' | 'AI_RETRY_MAX_WAIT_MS' | 'AI_RETRY_BACKOFF_MS'
>;
export const callLimitsOf = (env: Limits): Limits => ({
  AI_IDLE_TIMEOUT_MS: env.AI_IDLE_TIMEOUT_MS,
  AI_REPLY_TIMEOUT_MS: env.AI_REPLY_TIMEOUT_MS,
  AI_RETRIES: env.AI_RETRIES,
  AI_RETRY_MAX_WAIT_MS: env.AI_RETRY_MAX_WAIT_MS,
  AI_RETRY_BACKOFF_MS: env.AI_RETRY_BACKOFF_MS,
});
type EndReason = 'idle' | 'total' | 'stop' | 'capped';

/**
 * Streams one reply from a model, bounded: no data for the idle timeout or a reply past the total
 * one aborts the request; a 429 or 5xx before any text is tried again (honouring Retry-After up to
 * a cap, else with doubling waits); a request the model finds too long is sent once more with
 * `settings(true)`, the trimmed version. The SDK's own retries are off so each wait is ours and
 * shown. Failures are thrown as a ProviderFault or StoppedByUser, never as the SDK's errors.
 */
export async function callModel(
  limits: Limits,
  settings: (trimmed: boolean) => StreamSettings,
  hooks: ModelCallHooks,
): Promise<ModelCallOutcome> {
  const total = new AbortController();
  const totalTimer = setTimeout(() => total.abort(), limits.AI_REPLY_TIMEOUT_MS);
  let trimmed = false;
  try {
    for (let attempt = 0; ; attempt += 1) {
      const ended = { reason: null as EndReason | null, produced: false };
      try {
        return await streamOnce(limits, settings(trimmed), hooks, total.signal, ended);
      } catch (error) {
        const reason = ended.reason ?? (hooks.stop?.aborted ? 'stop' : total.signal.aborted ? 'total' : null);
        if (reason === 'stop') throw new StoppedByUser();
        if (reason === 'idle') throw new ProviderFault({ kind: 'idle-timeout' });
        if (reason === 'total') throw new ProviderFault({ kind: 'reply-timeout' });
        const facts = classifyProviderError(error);
        if (ended.produced) throw new ProviderFault(facts); // text already shown: never start it again
        if (facts.kind === 'context-too-long' && !trimmed) {
          trimmed = true;
          hooks.step(replyBoundTexts.trimmedStep);
          attempt -= 1; // not a retry of the same request: it keeps its tries
          continue;
        }
        const retryable = facts.kind === 'rate-limited' || facts.kind === 'provider-down';
        if (!retryable || attempt >= limits.AI_RETRIES) {
          throw new ProviderFault({ ...facts, retryAfterMs: undefined });
        }
        const backoff = limits.AI_RETRY_BACKOFF_MS * 2 ** attempt;
        const wait = facts.kind === 'rate-limited' ? (facts.retryAfterMs ?? backoff) : backoff;
        if (wait > limits.AI_RETRY_MAX_WAIT_MS) throw new ProviderFault({ ...facts, retryAfterMs: wait });
        hooks.step(
          facts.kind === 'rate-limited'
            ? replyBoundTexts.rateLimitedStep(wait)
            : replyBoundTexts.providerErrorStep(wait),
        );
        await pause(wait, [total.signal, hooks.stop]);
        if (hooks.stop?.aborted) throw new StoppedByUser();
        if (total.signal.aborted) throw new ProviderFault({ kind: 'reply-timeout' });
      }
    }
  } finally {
    clearTimeout(totalTimer);
  }
}

async function streamOnce(
  limits: Limits,
  settings: StreamSettings,
  hooks: ModelCallHooks,
  totalSignal: AbortSignal,
  ended: { reason: EndReason | null; produced: boolean },
): Promise<ModelCallOutcome> {
  const request = new AbortController();
  const end = (reason: EndReason) => {
    ended.reason ??= reason;
    request.abort();
  };
  let idleTimer = setTimeout(() => end('idle'), limits.AI_IDLE_TIMEOUT_MS);
  const onTotal = () => end('total');
  const onStop = () => end('stop');
  totalSignal.addEventListener('abort', onTotal);
  hooks.stop?.addEventListener('abort', onStop);
  if (totalSignal.aborted) onTotal();
  if (hooks.stop?.aborted) onStop();
  try {
    // Errors arrive as stream parts and are thrown below; the SDK's default onError would also print them.
    const result = streamText({ ...settings, maxRetries: 0, abortSignal: request.signal, onError: () => undefined });
    let usage: LanguageModelUsage | null = null;
    const toolCalls: ToolCall[] = [];
    for await (const part of result.fullStream) {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => end('idle'), limits.AI_IDLE_TIMEOUT_MS);
      if (part.type === 'error') throw part.error;
      if (part.type === 'finish') usage = part.totalUsage;
      if (part.type === 'tool-call') {
        // Input the SDK could not parse or validate is still the model's: its runner says what is wrong.
        toolCalls.push({ toolCallId: part.toolCallId, toolName: part.toolName, input: part.input });
      }
      if (part.type === 'text-delta' && part.text) {
        ended.produced = true;
        if (hooks.text(part.text) === 'enough') {
          end('capped');
          return { usage: null, capped: true, toolCalls: [], messages: [] };
        }
      }
    }
    if (ended.reason) throw new Error(`call ended: ${ended.reason}`);
    const { messages } = await result.response;
    return {
      usage: usage && (usage.inputTokens || usage.outputTokens) ? usage : null,
      capped: false,
      toolCalls,
      // The SDK answers calls it found invalid itself; every call is answered by the caller instead.
      messages: messages.filter((m) => m.role === 'assistant'),
    };
  } finally {
    clearTimeout(idleTimer);
    totalSignal.removeEventListener('abort', onTotal);
    hooks.stop?.removeEventListener('abort', onStop);
  }
}

/** Waits `ms`, or less when one of the signals aborts. */
function pause(ms: number, signals: Array<AbortSignal | undefined>) {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      for (const signal of signals) signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    for (const signal of signals) signal?.addEventListener('abort', done);
  });
}
