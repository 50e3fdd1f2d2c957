import type { AiModelId } from '../../shared/projects';

/**
 * Chat choices whose last hosted call failed in a way that lasts (a refused key, an unknown
 * model), with the reason the model picker shows, until a call through them succeeds. Kept in
 * this process's memory: a restart (or another instance) learns it again from its next call.
 */
const notWorking = new Map<AiModelId, string>();

export function markModel(choice: AiModelId, problem: string | null) {
  if (problem) notWorking.set(choice, problem);
  else notWorking.delete(choice);
}

export function modelProblems(): Partial<Record<AiModelId, string>> {
  return Object.fromEntries(notWorking);
}

/**
 * Chat choices whose provider refused tools (some OpenAI-compatible and Ollama models): their
 * replies are one-shot from then on, in this process.
 */
const withoutTools = new Set<AiModelId>();

export const markWithoutTools = (choice: AiModelId) => withoutTools.add(choice);
export const takesTools = (choice: AiModelId) => !withoutTools.has(choice);
