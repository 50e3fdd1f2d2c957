import { z } from 'zod';

/** Project statuses from the spec; any other value shows grey. */
export const projectStatuses = ['draft', 'building', 'completed', 'archived'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

export const visibilityOptions = [
  { value: 'public', label: 'Public', description: 'Anyone can discover and view' },
  { value: 'private', label: 'Private', description: 'Only you can access' },
  { value: 'secret', label: 'Secret', description: 'Anyone with the link can view' },
] as const;
export type Visibility = (typeof visibilityOptions)[number]['value'];
export const visibilityValues = visibilityOptions.map((o) => o.value) as [Visibility, ...Visibility[]];

/** The fixed AI model list (section 3); the built-in engine stands behind each until providers are configured. */
export const aiModels = [
  { id: 'gpt-4o', label: 'GPT-4 Turbo', tier: 'Premium' },
  { id: 'gpt-4o-mini', label: 'GPT-4 Mini', tier: 'Standard' },
  { id: 'claude-sonnet', label: 'Claude Sonnet', tier: 'Standard' },
  { id: 'gemini-pro', label: 'Gemini Pro', tier: 'Economy' },
] as const;
export type AiModelId = (typeof aiModels)[number]['id'];
export const aiModelIds = aiModels.map((m) => m.id) as [AiModelId, ...AiModelId[]];
export const defaultModel: AiModelId = 'gpt-4o-mini';

export const projectLimits = {
  pageSize: 6,
  /** The chat shows a counter against this; the server accepts a generous margin beyond it. */
  chatCounter: 2000,
  chatMaxLength: 20_000,
  nameMaxLength: 120,
  promptMaxLength: 20_000,
  customInstructionsMaxLength: 10_000,
} as const;

export { defaultProjectName } from './project-names';

export const createProjectSchema = z.object({
  prompt: z.string().trim().min(1, 'Please enter a description for your app').max(projectLimits.promptMaxLength),
  name: z.string().trim().min(1).max(projectLimits.nameMaxLength).optional(),
  /** Where it goes: the user's personal workspace unless another of theirs is named. */
  workspaceId: z.uuid().optional(),
});

export const updateProjectSchema = z
  .object({
    name: z.string().trim().min(1, 'Project name cannot be empty.').max(projectLimits.nameMaxLength),
    visibility: z.enum(visibilityValues),
    model: z.enum(aiModelIds),
    discussMode: z.boolean(),
    customInstructions: z.string().max(projectLimits.customInstructionsMaxLength),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change.');

export const sendMessageSchema = z.object({
  content: z.string().trim().min(1, 'Message cannot be empty.').max(projectLimits.chatMaxLength),
  model: z.enum(aiModelIds).default(defaultModel),
  discussMode: z.boolean().default(false),
  customInstructions: z.string().max(projectLimits.customInstructionsMaxLength).optional(),
});

/** The dashboard's orders: most recently opened first (the spec's), or by name A to Z. */
export const projectSorts = ['opened', 'name'] as const;
export type ProjectSort = (typeof projectSorts)[number];

export const listProjectsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Part of a project's name, any case; blank means every project. */
  q: z.string().trim().max(projectLimits.nameMaxLength).default(''),
  sort: z.enum(projectSorts).default('opened'),
  /** Whose projects: the user's personal workspace unless another of theirs is named. */
  workspace: z.uuid().optional(),
});

export const freezeFileSchema = z.object({ isFrozen: z.boolean() });
