import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModel } from 'ai';
import { type AiModelId, aiModels } from '../../shared/projects';
import type { Env } from '../core/env';
import { createBuiltinModel } from './builtin-engine/language-model';
import { builtinStarter } from './starter/builtin-starter';

export interface ResolvedModel {
  model: LanguageModel;
  /** The built-in engine takes the project's files and settings as provider options, not from the prose prompt. */
  builtin: boolean;
  /** The user's choice, when the built-in engine stood in for it. */
  fallbackFrom: string | null;
  /** Who answers a hosted call, and which settings name it: what a failure's message points at. */
  hosted: HostedModel | null;
}

export interface HostedModel {
  choice: AiModelId;
  provider: Provider;
  modelId: string;
  modelEnvName: string;
  keyEnvName: string;
}

export type Provider = 'openai' | 'anthropic' | 'google';

/** Which provider answers each chat choice, and its model id unless AI_MODEL_* names another. */
const routes: Record<AiModelId, { provider: Provider; modelId: string; envName: keyof Env }> = {
  'gpt-4o': { provider: 'openai', modelId: 'gpt-4o', envName: 'AI_MODEL_GPT_4O' },
  'gpt-4o-mini': { provider: 'openai', modelId: 'gpt-4o-mini', envName: 'AI_MODEL_GPT_4O_MINI' },
  'claude-sonnet': { provider: 'anthropic', modelId: 'claude-sonnet-4-5', envName: 'AI_MODEL_CLAUDE_SONNET' },
  'gemini-pro': { provider: 'google', modelId: 'gemini-2.5-pro', envName: 'AI_MODEL_GEMINI_PRO' },
};

const keyOf: Record<Provider, 'OPENAI_API_KEY' | 'ANTHROPIC_API_KEY' | 'GOOGLE_GENERATIVE_AI_API_KEY'> = {
  openai: 'OPENAI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
  google: 'GOOGLE_GENERATIVE_AI_API_KEY',
};

/** Whether a chat choice has a configured provider (the picker marks those live). */
export const isLive = (env: Env, choice: AiModelId) => Boolean(env[keyOf[routes[choice].provider]]);

function providerModel(env: Env, provider: Provider, apiKey: string, modelId: string): LanguageModel {
  if (provider === 'openai') {
    // Chat Completions, not the Responses API: that is what OpenAI-compatible servers speak.
    return createOpenAI({ apiKey, baseURL: env.OPENAI_BASE_URL }).chat(modelId);
  }
  if (provider === 'anthropic') return createAnthropic({ apiKey, baseURL: env.ANTHROPIC_BASE_URL })(modelId);
  return createGoogleGenerativeAI({ apiKey, baseURL: env.GOOGLE_BASE_URL })(modelId);
}

/**
 * The model behind a chat choice. Discuss mode asks the Gemini choice, as its label says, or
 * the chosen model when Gemini is not configured. A choice without a configured provider is
 * answered by the built-in engine, which says so.
 */
export function resolveModel(env: Env, choice: AiModelId, discussMode: boolean): ResolvedModel {
  const wanted: AiModelId = discussMode && isLive(env, 'gemini-pro') ? 'gemini-pro' : choice;
  const route = routes[wanted];
  const apiKey = env[keyOf[route.provider]];
  if (apiKey) {
    const modelId = (env[route.envName] as string | undefined) ?? route.modelId;
    const hosted = {
      choice: wanted,
      provider: route.provider,
      modelId,
      modelEnvName: route.envName,
      keyEnvName: keyOf[route.provider],
    };
    return { model: providerModel(env, route.provider, apiKey, modelId), builtin: false, fallbackFrom: null, hosted };
  }
  const label = aiModels.find((m) => m.id === wanted)?.label ?? wanted;
  return { model: createBuiltinModel(builtinStarter()), builtin: true, fallbackFrom: label, hosted: null };
}

/** Who answers a generated app's AI calls (`cloud.ai`, `ctx.ai`). */
export interface AppModel {
  model: LanguageModel;
  /** The owner's own OpenAI key (their provider bills them), or the product's model (their plan's tokens). */
  source: 'owner-key' | 'product';
}

/** The product's choices for apps, smallest first: an app's questions are short. */
const appChoices: AiModelId[] = ['gpt-4o-mini', 'claude-sonnet', 'gemini-pro'];

/**
 * The model behind an app's AI: the owner's connected OpenAI key, else the product's first
 * configured provider. Null offline: the built-in engine writes apps, it does not pretend to be a
 * model inside one.
 */
export function appModelOf(env: Env, ownerOpenAiKey: string | null): AppModel | null {
  const small = routes['gpt-4o-mini'];
  if (ownerOpenAiKey) {
    const modelId = env.AI_MODEL_GPT_4O_MINI ?? small.modelId;
    return { model: providerModel(env, 'openai', ownerOpenAiKey, modelId), source: 'owner-key' };
  }
  const choice = appChoices.find((id) => isLive(env, id));
  if (!choice) return null;
  const route = routes[choice];
  const modelId = (env[route.envName] as string | undefined) ?? route.modelId;
  return {
    model: providerModel(env, route.provider, env[keyOf[route.provider]] as string, modelId),
    source: 'product',
  };
}
