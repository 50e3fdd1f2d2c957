import type { LanguageModel } from 'ai';
import { type AiModelId, aiModels } from '../../shared/projects';
import { createBuiltinModel } from '../ai/builtin-engine/language-model';

export interface ResolvedModel {
  model: LanguageModel;
  /** The built-in engine reads the project's files from a system block rather than the prose prompt. */
  builtin: boolean;
  /** The user's choice, when the built-in engine stood in for it. */
  fallbackFrom: string | null;
}

/**
 * The model behind a chat choice. Discuss mode asks the Gemini choice, as its label says.
 * Hosted providers (OpenAI, Anthropic, Google, OpenAI-compatible) plug in here by configuration;
 * until one is configured every choice is answered by the built-in engine, which says so.
 */
export function resolveModel(choice: AiModelId, discussMode: boolean): ResolvedModel {
  const wanted = discussMode ? 'gemini-pro' : choice;
  const label = aiModels.find((m) => m.id === wanted)?.label ?? wanted;
  return { model: createBuiltinModel(), builtin: true, fallbackFrom: label };
}
