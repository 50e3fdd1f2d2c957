import { and, eq, gt } from 'drizzle-orm';
import {
  apiKeyField,
  checkConfig,
  integrations as definitions,
  type IntegrationCheck,
  type IntegrationDefinition,
  type IntegrationId,
  integrationById,
  integrationTexts,
  isSingleKey,
  type SaveIntegrationInput,
} from '../../../shared/integrations';
import type { Database } from '../../db/client';
import { integrations, oauthStates } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { type IntegrationDeps, readConfig, writeConfig } from '../../vendors/integration-config';

export { type IntegrationDeps, readConfig, writeConfig };

/** Enough to recognise a key, too little to use it: a known prefix and the last four characters. */
export function maskToken(token: string): string {
  const tail = token.length >= 16 ? token.slice(-4) : '';
  const prefix = /^(sk_test_|sk_live_|sk-|re_|gh[opsu]_|github_pat_|eyJ)/.exec(token)?.[0] ?? '';
  return `${prefix}${'•'.repeat(8)}${tail}`;
}

export async function checkIntegration(
  deps: IntegrationDeps,
  userId: string,
  service: IntegrationId,
): Promise<IntegrationCheck> {
  const saved = await readConfig(deps, userId, service);
  if (saved) {
    const token = saved.config[integrationById(service).tokenField ?? ''] ?? '';
    return {
      status: 'connected',
      configuredToken: token ? maskToken(token) : null,
      configuredAt: saved.configuredAt.toISOString(),
    };
  }
  // A connect flow started and not yet finished or expired is the spec's "pending".
  const [started] = await deps.db
    .select({ at: oauthStates.createdAt })
    .from(oauthStates)
    .where(and(eq(oauthStates.userId, userId), eq(oauthStates.service, service), gt(oauthStates.expiresAt, new Date())))
    .limit(1);
  return {
    status: started ? 'pending' : 'disconnected',
    configuredToken: null,
    configuredAt: null,
  };
}

export async function saveIntegration(deps: IntegrationDeps, userId: string, input: SaveIntegrationInput) {
  const definition = integrationById(input.integrationId);
  if (definition.hasConnectFlow) throw new ApiError(400, 'connect_flow_only', integrationTexts.githubConnectsByOAuth);
  const result = checkConfig(definition, formValues(definition, input));
  if (!result.ok) throw new ApiError(400, 'invalid_config', result.message);
  await writeConfig(deps, userId, definition.id, result.values);
  return { message: integrationTexts.saved(definition.name) };
}

// The spec's single-key cards send apiKey, the others configData; either way one set of fields.
function formValues(
  definition: IntegrationDefinition,
  input: SaveIntegrationInput,
): Record<string, string | undefined> {
  if (isSingleKey(definition)) return { [apiKeyField]: input.apiKey ?? input.configData?.[apiKeyField] };
  return input.configData ?? {};
}

export async function deleteIntegration({ db }: IntegrationDeps, userId: string, service: IntegrationId) {
  await db.delete(integrations).where(and(eq(integrations.userId, userId), eq(integrations.service, service)));
  await db.delete(oauthStates).where(and(eq(oauthStates.userId, userId), eq(oauthStates.service, service)));
  return { message: integrationTexts.disconnected(integrationById(service).name) };
}

export interface ConnectedServiceFact {
  service: IntegrationId;
  name: string;
  category: 'backend' | 'payment' | 'email';
  /** Environment placeholders a generated app reads; `browser` ones (VITE_) are safe in client code. */
  envVars: Array<{ name: string; label: string; browser: boolean; required: boolean }>;
}

/**
 * Which backend, payment and e-mail services the user has connected, for the generation
 * engine's system prompt. Names and placeholders only: it never reads (or decrypts) a secret.
 */
export async function connectedServiceFacts(db: Database, userId: string): Promise<ConnectedServiceFact[]> {
  const rows = await db
    .select({ service: integrations.service })
    .from(integrations)
    .where(eq(integrations.userId, userId));
  const connected = new Set(rows.map((r) => r.service));
  return definitions.flatMap((d) =>
    // Apps reach AI through cloud.ai on the server, never through a key of their own.
    d.category !== 'source' && d.category !== 'ai' && connected.has(d.id)
      ? [
          {
            service: d.id,
            name: d.name,
            category: d.category as ConnectedServiceFact['category'],
            envVars: d.configFields.map((f) => ({
              name: f.envVar,
              label: f.label,
              browser: f.envVar.startsWith('VITE_'),
              required: f.required,
            })),
          },
        ]
      : [],
  );
}

/** The facts as a system-prompt paragraph ('' when nothing is connected). */
export function connectedServicesPrompt(facts: ConnectedServiceFact[]): string {
  if (!facts.length) return '';
  const lines = facts.map((f) => {
    const vars = f.envVars
      .map(
        (v) =>
          `${v.name}${v.browser ? '' : ' (server-side only: never in browser code)'}${v.required ? '' : ' (may be unset)'}`,
      )
      .join(', ');
    return `- ${f.name} (${f.category}): ${vars}`;
  });
  return [
    'The user has connected these services. When the app needs them, wire it to them through these environment placeholders (import.meta.env for VITE_ ones), never hard-coded values:',
    ...lines,
  ].join('\n');
}
