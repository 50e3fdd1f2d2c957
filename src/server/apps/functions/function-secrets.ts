import { and, asc, count, eq, sql } from 'drizzle-orm';
import { type FunctionSecretView, functionSecretLimits, functionSecretTexts } from '../../../shared/functions/secrets';
import type { Database } from '../../db/client';
import { type CloudEnvironment, functionSecrets } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { SecretBox } from '../../vendors/secret-box';

/**
 * The owner's secrets for an app's functions, per environment (ADR 0026): sealed with the
 * server's secret box, bound to their project, environment and name (a sealed value copied into
 * another row does not open), opened only to hand them to a call.
 */

export interface SecretScope {
  projectId: string;
  environment: CloudEnvironment;
}

const contextOf = (scope: SecretScope, name: string) =>
  `function-secret:${scope.projectId}:${scope.environment}:${name}`;
const where = (scope: SecretScope) =>
  and(eq(functionSecrets.projectId, scope.projectId), eq(functionSecrets.environment, scope.environment));

/** Dots and, for a value long enough that they give nothing away, its last four characters. */
const hintOf = (value: string) => `${'•'.repeat(8)}${value.length >= 16 ? value.slice(-4) : ''}`;

const view = (row: typeof functionSecrets.$inferSelect): FunctionSecretView => ({
  name: row.name,
  hint: row.hint,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listSecrets(db: Database, scope: SecretScope) {
  const rows = await db.select().from(functionSecrets).where(where(scope)).orderBy(asc(functionSecrets.name));
  return rows.map(view);
}

/** Adds a secret or replaces its value (one statement: two saves of one name at once both land). */
export async function saveSecret(db: Database, box: SecretBox, scope: SecretScope, name: string, value: string) {
  const values = { sealedValue: box.seal(value, contextOf(scope, name)), hint: hintOf(value), updatedAt: new Date() };
  const [held] = await db
    .select({
      n: count(),
      named: sql<number>`count(*) filter (where ${functionSecrets.name} = ${name})`.mapWith(Number),
    })
    .from(functionSecrets)
    .where(where(scope));
  if (!held?.named && (held?.n ?? 0) >= functionSecretLimits.perEnvironment)
    throw new ApiError(409, 'too_many_secrets', functionSecretTexts.tooMany);
  const [row] = await db
    .insert(functionSecrets)
    .values({ ...scope, name, ...values })
    .onConflictDoUpdate({
      target: [functionSecrets.projectId, functionSecrets.environment, functionSecrets.name],
      set: values,
    })
    .returning();
  return view(row as typeof functionSecrets.$inferSelect);
}

export async function deleteSecret(db: Database, scope: SecretScope, name: string) {
  const removed = await db
    .delete(functionSecrets)
    .where(and(where(scope), eq(functionSecrets.name, name)))
    .returning({ name: functionSecrets.name });
  if (!removed.length) throw new ApiError(404, 'not_found', functionSecretTexts.notFound(name));
  return { name };
}

/** The environment's secrets, opened, for one call's `ctx.secrets`. */
export async function secretsFor(db: Database, box: SecretBox, scope: SecretScope): Promise<Record<string, string>> {
  const rows = await db.select().from(functionSecrets).where(where(scope));
  return Object.fromEntries(rows.map((row) => [row.name, box.open(row.sealedValue, contextOf(scope, row.name))]));
}
