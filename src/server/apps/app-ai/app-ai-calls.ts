import { jsonSchema, type ModelMessage, Output, streamText } from 'ai';
import {
  type AiObjectInput,
  type AiTextInput,
  aiErrorCodes,
  aiTexts,
  defaultAnswerTokens,
} from '../../../shared/app-services/ai';
import { reserveTokens, settleTokens } from '../../access/token-pool';
import { type AppModel, appModelOf } from '../../ai/models';
import type { Env } from '../../core/env';
import type { Logger } from '../../core/logger';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { readConfig } from '../../vendors/integration-config';
import { secretBoxFor } from '../../vendors/secret-box';
import { reserveAppTokens, settleAppTokens } from './app-ai-usage';

export interface AiDeps {
  db: Database;
  env: Env;
  logger: Logger;
}

/** Whose app asks, and which visitor (none for a webhook or a schedule). */
export interface AiScope {
  projectId: string;
  ownerId: string;
  /** Whose token pool the product's model draws on. */
  workspaceId: string;
  visitorId: string | null;
}

// An app's question waits at most this long for its answer, whatever the server allows a reply.
const callTimeoutMs = 120_000;

/** The model this owner's apps use, or null when nobody can answer. */
export async function appModelFor(deps: AiDeps, ownerId: string): Promise<AppModel | null> {
  const connected = await readConfig({ db: deps.db, box: secretBoxFor(deps.env) }, ownerId, 'openai').catch(() => null);
  return appModelOf(deps.env, connected?.config.apiKey ?? null);
}

/** Roughly four characters a token: what is set aside before the call, settled to the real count after. */
const estimate = (parts: Array<string | undefined>, answerTokens: number) =>
  Math.ceil(parts.reduce((n, part) => n + (part?.length ?? 0), 0) / 4) + answerTokens;

/**
 * Starts one metered call: the model, its tokens set aside against the app's and the visitor's
 * limits and, for the product's model, the owner's plan; `finish` settles them once.
 */
async function begin(deps: AiDeps, scope: AiScope, tokens: number) {
  const found = await appModelFor(deps, scope.ownerId);
  if (!found) throw new ApiError(503, aiErrorCodes.notConfigured, aiTexts.notConfigured);
  const app = await reserveAppTokens(deps.db, scope.projectId, scope.visitorId, tokens);
  let plan: Awaited<ReturnType<typeof reserveTokens>> | null = null;
  if (found.source === 'product') {
    try {
      plan = await reserveTokens(deps.db, scope.workspaceId, tokens);
    } catch {
      await settleAppTokens(deps.db, app, 0, false);
      throw new ApiError(429, aiErrorCodes.ownerBudget, aiTexts.ownerBudget);
    }
  }
  let finished = false;
  const finish = async (spent: number) => {
    if (finished) return;
    finished = true;
    await settleAppTokens(deps.db, app, spent);
    if (plan) await settleTokens(deps.db, plan, spent);
  };
  return { model: found.model, finish };
}

const promptOf = (input: AiTextInput): { prompt: string } | { messages: ModelMessage[] } =>
  input.messages ? { messages: input.messages } : { prompt: input.prompt ?? '' };

const textParts = (input: AiTextInput) => [input.prompt, input.system, ...(input.messages ?? []).map((m) => m.content)];

function failure(deps: AiDeps, error: unknown, message: string = aiTexts.failed) {
  if (error instanceof ApiError) return error;
  deps.logger.warn('app ai call failed', { error: error instanceof Error ? error.message : String(error) });
  return new ApiError(502, aiErrorCodes.failed, message);
}

/** Streams the model's text; every way the call ends settles its tokens. */
function streamOf(model: AppModel['model'], input: AiTextInput, signal: AbortSignal) {
  return streamText({
    model,
    ...promptOf(input),
    system: input.system,
    maxOutputTokens: input.maxTokens ?? defaultAnswerTokens,
    maxRetries: 1,
    abortSignal: AbortSignal.any([signal, AbortSignal.timeout(callTimeoutMs)]),
    onError: () => {},
  });
}

type Streamed = ReturnType<typeof streamOf>;

/** The answer's text pieces; a provider's failure, which streamText reports as a part, is thrown. */
async function* piecesOf(result: Pick<Streamed, 'fullStream'>) {
  for await (const part of result.fullStream) {
    if (part.type === 'text-delta') yield part.text;
    else if (part.type === 'error') throw part.error;
  }
}

const spentOf = async (result: Pick<Streamed, 'totalUsage'>, reserved: number) =>
  (await result.totalUsage).totalTokens ?? reserved;

export async function aiText(deps: AiDeps, scope: AiScope, input: AiTextInput) {
  const answerTokens = input.maxTokens ?? defaultAnswerTokens;
  const tokens = estimate(textParts(input), answerTokens);
  const { model, finish } = await begin(deps, scope, tokens);
  try {
    const result = streamOf(model, input, new AbortController().signal);
    let text = '';
    for await (const piece of piecesOf(result)) text += piece;
    await finish(await spentOf(result, tokens));
    return { text };
  } catch (error) {
    await finish(0);
    throw failure(deps, error);
  }
}

export async function aiObject(deps: AiDeps, scope: AiScope, input: AiObjectInput) {
  const answerTokens = input.maxTokens ?? defaultAnswerTokens;
  const tokens = estimate([input.prompt, input.system, JSON.stringify(input.schema)], answerTokens);
  const { model, finish } = await begin(deps, scope, tokens);
  try {
    const result = streamText({
      model,
      prompt: input.prompt,
      system: input.system,
      output: Output.object({ schema: jsonSchema(input.schema) }),
      maxOutputTokens: answerTokens,
      maxRetries: 1,
      abortSignal: AbortSignal.timeout(callTimeoutMs),
      onError: () => {},
    });
    for await (const _ of piecesOf(result));
    const object = await result.output;
    await finish(await spentOf(result, tokens));
    return { object };
  } catch (error) {
    await finish(tokens);
    throw failure(deps, error, aiTexts.badAnswer);
  }
}

/**
 * The model's answer as plain UTF-8 text, sent as it is written. The first piece is awaited
 * before answering, so a model that fails at once answers an error, not an empty 200. A visitor
 * who leaves stops the call; what was set aside is then counted, since the model may have spent it.
 */
export async function aiStream(deps: AiDeps, scope: AiScope, input: AiTextInput): Promise<Response> {
  const tokens = estimate(textParts(input), input.maxTokens ?? defaultAnswerTokens);
  const { model, finish } = await begin(deps, scope, tokens);
  const stop = new AbortController();
  const result = streamOf(model, input, stop.signal);
  const pieces = piecesOf(result);
  let first: IteratorResult<string>;
  try {
    first = await pieces.next();
  } catch (error) {
    await finish(0);
    throw failure(deps, error);
  }
  const encoder = new TextEncoder();
  let pending: IteratorResult<string> | null = first;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = pending ?? (await pieces.next());
        pending = null;
        if (!next.done) return controller.enqueue(encoder.encode(next.value));
        await finish(await spentOf(result, tokens));
        controller.close();
      } catch (error) {
        await finish(tokens);
        controller.error(failure(deps, error));
      }
    },
    async cancel() {
      stop.abort();
      await finish(tokens);
    },
  });
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' },
  });
}
