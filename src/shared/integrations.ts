import { z } from 'zod';

/** What the spec calls an Integration, minus what the server adds (status, masked token, date). */
export interface ConfigField {
  name: string;
  label: string;
  placeholder: string;
  type: 'url' | 'password';
  required: boolean;
  helpText: string;
  /** The value must start with one of these (the spec's key hints). */
  prefixes?: readonly string[];
  /** The placeholder a generated app reads it from; VITE_ ones are safe in browser code. */
  envVar: string;
}

export interface IntegrationDefinition {
  id: IntegrationId;
  name: string;
  /** What it gives a generated app; the generation engine is told this, never the secrets. */
  category: 'source' | 'backend' | 'payment' | 'email' | 'ai';
  description: string;
  hasConnectFlow: boolean;
  documentationUrl: string;
  apiKeyUrl: string;
  instructions: readonly string[];
  configFields: readonly ConfigField[];
  /** The field shown masked once saved. */
  tokenField?: string;
}

export const integrationIds = ['github', 'supabase', 'stripe', 'resend', 'openai'] as const;
export type IntegrationId = (typeof integrationIds)[number];
export const integrationStatuses = ['connected', 'pending', 'disconnected'] as const;
export type IntegrationStatus = (typeof integrationStatuses)[number];

/** manage-integrations/check's answer: never more than a masked token and the date. */
export interface IntegrationCheck {
  status: IntegrationStatus;
  configuredToken: string | null;
  configuredAt: string | null;
}

/** Single-key integrations send this field as `apiKey`, the others send `configData`. */
export const apiKeyField = 'apiKey';

export const integrations: readonly IntegrationDefinition[] = [
  {
    id: 'github',
    name: 'GitHub',
    category: 'source',
    description: 'Export your projects to GitHub repositories and keep every version in Git.',
    hasConnectFlow: true,
    documentationUrl: 'https://docs.github.com/en/apps/oauth-apps/using-oauth-apps/authorizing-oauth-apps',
    apiKeyUrl: 'https://github.com/settings/applications',
    instructions: [
      'Click Connect with GitHub and approve access on GitHub.',
      'You return here connected; the token is stored encrypted.',
      'In the builder, open Export to GitHub to push the project to a repository.',
    ],
    configFields: [],
    tokenField: 'accessToken',
  },
  {
    id: 'supabase',
    name: 'Supabase',
    category: 'backend',
    description: 'Database, authentication and storage for the apps you build.',
    hasConnectFlow: false,
    documentationUrl: 'https://supabase.com/docs/guides/getting-started',
    apiKeyUrl: 'https://supabase.com/dashboard/project/_/settings/api',
    instructions: [
      'Create a project at supabase.com (or open an existing one).',
      'Open Project Settings → API.',
      'Copy the Project URL and the anon key (and, if you need it, the service role key) below.',
    ],
    configFields: [
      {
        name: 'url',
        label: 'Project URL',
        placeholder: 'https://your-project.supabase.co',
        type: 'url',
        required: true,
        helpText: 'The URL of your Supabase project.',
        envVar: 'VITE_SUPABASE_URL',
      },
      {
        name: 'anonKey',
        label: 'Anon Key',
        placeholder: 'eyJhbGciOiJIUzI1NiIs...',
        type: 'password',
        required: true,
        helpText: 'The public anon key; starts with eyJ.',
        prefixes: ['eyJ'],
        envVar: 'VITE_SUPABASE_ANON_KEY',
      },
      {
        name: 'serviceKey',
        label: 'Service Role Key',
        placeholder: 'eyJhbGciOiJIUzI1NiIs...',
        type: 'password',
        required: false,
        helpText: 'Optional, server side only; starts with eyJ.',
        prefixes: ['eyJ'],
        envVar: 'SUPABASE_SERVICE_ROLE_KEY',
      },
    ],
    tokenField: 'anonKey',
  },
  {
    id: 'stripe',
    name: 'Stripe',
    category: 'payment',
    description: 'Accept payments and subscriptions in the apps you build.',
    hasConnectFlow: false,
    documentationUrl: 'https://docs.stripe.com/keys',
    apiKeyUrl: 'https://dashboard.stripe.com/apikeys',
    instructions: [
      'Sign in to the Stripe Dashboard.',
      'Open Developers → API keys.',
      'Reveal the secret key (use a test key while you build) and paste it below.',
    ],
    configFields: [
      {
        name: apiKeyField,
        label: 'Secret Key',
        placeholder: 'sk_test_...',
        type: 'password',
        required: true,
        helpText: 'Starts with sk_test_ or sk_live_.',
        prefixes: ['sk_test_', 'sk_live_'],
        envVar: 'STRIPE_SECRET_KEY',
      },
    ],
    tokenField: apiKeyField,
  },
  {
    id: 'resend',
    name: 'Resend',
    category: 'email',
    description: 'Send transactional e-mail from the apps you build.',
    hasConnectFlow: false,
    documentationUrl: 'https://resend.com/docs/introduction',
    apiKeyUrl: 'https://resend.com/api-keys',
    instructions: [
      'Sign in to Resend and verify a sending domain.',
      'Open API Keys and create a key with sending access.',
      'Paste the key below.',
    ],
    configFields: [
      {
        name: apiKeyField,
        label: 'API Key',
        placeholder: 're_...',
        type: 'password',
        required: true,
        helpText: 'Starts with re_.',
        prefixes: ['re_'],
        envVar: 'RESEND_API_KEY',
      },
    ],
    tokenField: apiKeyField,
  },
  {
    id: 'openai',
    name: 'OpenAI',
    category: 'ai',
    description: 'Answer your apps’ AI features (cloud.ai) with your own OpenAI key instead of your plan’s tokens.',
    hasConnectFlow: false,
    documentationUrl: 'https://platform.openai.com/docs/quickstart',
    apiKeyUrl: 'https://platform.openai.com/api-keys',
    instructions: [
      'Sign in to the OpenAI platform.',
      'Open API keys and create a secret key for your apps.',
      'Paste the key below. Your apps’ AI calls then use it on the server; it never reaches a browser.',
    ],
    configFields: [
      {
        name: apiKeyField,
        label: 'API Key',
        placeholder: 'sk-...',
        type: 'password',
        required: true,
        helpText: 'Starts with sk-.',
        prefixes: ['sk-'],
        envVar: 'OPENAI_API_KEY',
      },
    ],
    tokenField: apiKeyField,
  },
];

export const integrationById = (id: IntegrationId) => integrations.find((i) => i.id === id) as IntegrationDefinition;

export const isSingleKey = (definition: IntegrationDefinition) =>
  definition.configFields.length === 1 && definition.configFields[0]?.name === apiKeyField;

/** The spec's texts for this screen, kept once. */
export const integrationTexts = {
  saveFailed: 'Failed to save integration',
  disconnectFailed: 'Failed to disconnect integration',
  connectFailed: 'Failed to initiate connection',
  callbackFailed: (error: string) => `GitHub connection failed: ${error}`,
  oauthNotAvailable: 'OAuth integration not yet available for this service',
  requiredFields: (labels: string[]) => `Please fill in required fields: ${labels.join(', ')}`,
  invalidApiKey: 'Please enter a valid API key',
  githubConnected: 'GitHub connected',
  githubConnectedDescription: 'Your GitHub account is connected. You can now export projects to GitHub.',
  saved: (name: string) => `${name} connected`,
  disconnected: (name: string) => `${name} disconnected`,
  githubNotConfigured:
    'GitHub connection is not configured on this server. Set GITHUB_INTEGRATION_CLIENT_ID and GITHUB_INTEGRATION_CLIENT_SECRET.',
  githubConnectsByOAuth: 'GitHub connects with the Connect with GitHub button, not with a key.',
} as const;

const valueMaxLength = 4096;

/**
 * Checks a form against its definition in the spec's order: required fields, then the hints
 * (URL type, key prefixes). Returns the message to show, or the trimmed values to save.
 */
export function checkConfig(
  definition: IntegrationDefinition,
  input: Record<string, string | undefined>,
): { ok: true; values: Record<string, string> } | { ok: false; message: string; fields: string[] } {
  const values = Object.fromEntries(
    definition.configFields.map((f) => [f.name, (input[f.name] ?? '').trim()] as const).filter(([, v]) => v),
  );
  if (isSingleKey(definition)) {
    const field = definition.configFields[0] as ConfigField;
    const value = values[field.name] ?? '';
    if (!value || !hasPrefix(field, value) || value.length > valueMaxLength)
      return { ok: false, message: integrationTexts.invalidApiKey, fields: [field.name] };
    return { ok: true, values };
  }
  const missing = definition.configFields.filter((f) => f.required && !values[f.name]);
  if (missing.length)
    return {
      ok: false,
      message: integrationTexts.requiredFields(missing.map((f) => f.label)),
      fields: missing.map((f) => f.name),
    };
  for (const field of definition.configFields) {
    const value = values[field.name];
    if (!value) continue;
    const problem =
      value.length > valueMaxLength
        ? `${field.label} must be at most ${valueMaxLength} characters.`
        : field.type === 'url' && !isHttpUrl(value)
          ? `${field.label} must be a valid URL starting with https://`
          : !hasPrefix(field, value)
            ? `${field.label} must start with ${field.prefixes?.join(' or ')}`
            : null;
    if (problem) return { ok: false, message: problem, fields: [field.name] };
  }
  return { ok: true, values };
}

const hasPrefix = (field: ConfigField, value: string) =>
  !field.prefixes || field.prefixes.some((prefix) => value.startsWith(prefix));

function isHttpUrl(value: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * The manage-integrations function (section 7), one route per action: check and delete name
 * the card, save adds its fields (configData, or apiKey for single-key cards).
 */
export const integrationRefSchema = z.object({ integrationId: z.enum(integrationIds) });
export const saveIntegrationSchema = integrationRefSchema.extend({
  configData: z.record(z.string(), z.string().max(valueMaxLength)).optional(),
  apiKey: z.string().max(valueMaxLength).optional(),
});
export type SaveIntegrationInput = z.input<typeof saveIntegrationSchema>;

/** github-oauth takes no body in the spec; a card id may be named, and only GitHub has a flow. */
export const githubOAuthSchema = z.object({ integrationId: z.string().optional() }).optional();
