import { z } from 'zod';

/** What an app may ask its AI (`cloud.ai`, `ctx.ai`): a prompt or a conversation, and how long an answer. */
export const aiPromptLimits = { promptChars: 20_000, systemChars: 8_000, messages: 40, maxTokens: 4_000 } as const;

/** How many answer tokens a call may spend unless it says: enough for a few paragraphs. */
export const defaultAnswerTokens = 1_000;

const messageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().min(1).max(aiPromptLimits.promptChars),
});

export const aiTextSchema = z
  .object({
    prompt: z.string().trim().min(1, 'Write a prompt.').max(aiPromptLimits.promptChars).optional(),
    messages: z.array(messageSchema).min(1).max(aiPromptLimits.messages).optional(),
    system: z.string().max(aiPromptLimits.systemChars).optional(),
    maxTokens: z.number().int().min(1).max(aiPromptLimits.maxTokens).optional(),
  })
  .strict()
  .refine((input) => Boolean(input.prompt) !== Boolean(input.messages), 'Send a prompt or messages, not both.');
export type AiTextInput = z.infer<typeof aiTextSchema>;

/** A JSON schema of an object, as the app writes it (`{ type: 'object', properties: … }`). */
const jsonSchemaSchema = z
  .record(z.string(), z.unknown())
  .refine((schema) => schema.type === 'object', 'The schema must describe an object (type: "object").')
  .refine((schema) => JSON.stringify(schema).length <= 8_000, 'The schema is too large.');

export const aiObjectSchema = z
  .object({
    prompt: z.string().trim().min(1, 'Write a prompt.').max(aiPromptLimits.promptChars),
    system: z.string().max(aiPromptLimits.systemChars).optional(),
    schema: jsonSchemaSchema,
    maxTokens: z.number().int().min(1).max(aiPromptLimits.maxTokens).optional(),
  })
  .strict();
export type AiObjectInput = z.infer<typeof aiObjectSchema>;

/** The owner's limits on an app's AI use, per app and month and per visitor and day. */
export interface AiLimits {
  tokensPerMonth: number;
  tokensPerVisitorPerDay: number;
}

/** An app starts with these: enough to try it, small enough that a busy page cannot spend a plan. */
export const defaultAiLimits: AiLimits = { tokensPerMonth: 200_000, tokensPerVisitorPerDay: 10_000 };

export const aiLimitsSchema = z
  .object({
    tokensPerMonth: z.number().int().min(0).max(1_000_000_000),
    tokensPerVisitorPerDay: z.number().int().min(0).max(1_000_000_000),
  })
  .strict()
  .refine((limits) => limits.tokensPerVisitorPerDay <= limits.tokensPerMonth, {
    message: 'A visitor’s daily tokens cannot be more than the app’s monthly tokens.',
    path: ['tokensPerVisitorPerDay'],
  });

/** An app's AI use this month, as the builder shows it. */
export interface AiUsage {
  month: string;
  limits: AiLimits;
  used: number;
  calls: number;
  /** Who answers: the owner's own OpenAI key, the product's model, or nobody (offline). */
  source: AiSource;
  /** The owner's plan tokens left this month (what the product's model spends from). */
  ownerTokensLeft: number;
}

export type AiSource = 'owner-key' | 'product' | 'none';

/** Stable codes a generated app can show a friendly notice for. */
export const aiErrorCodes = {
  notConfigured: 'ai_not_configured',
  appLimit: 'ai_app_limit',
  visitorLimit: 'ai_visitor_limit',
  ownerBudget: 'ai_owner_budget',
  failed: 'ai_failed',
} as const;

export const aiTexts = {
  notConfigured:
    'AI is not set up for this app yet: its owner can connect an OpenAI key under Integrations, or the server’s administrator can configure a model.',
  appLimit: 'This app has used its AI allowance for this month. Please try again later.',
  visitorLimit: 'You have used your AI allowance in this app for today. Please try again tomorrow.',
  ownerBudget: 'This app’s owner has used their AI tokens for this month. Please try again later.',
  failed: 'The AI model could not answer just now. Please try again.',
  badAnswer: 'The AI model’s answer did not match the requested shape. Please try again.',
  identityRequired: 'AI calls need the app’s device token. Use the @shipwright/cloud SDK, which sends it for you.',
} as const;
