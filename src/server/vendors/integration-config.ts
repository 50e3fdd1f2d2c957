import { and, eq } from 'drizzle-orm';
import { type IntegrationId, integrationById } from '../../shared/integrations';
import type { Database } from '../db/client';
import { integrations } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { SecretBox } from './secret-box';

// A user's connected services (the Integrations page), sealed with the server's secret box. Read
// by the Integrations feature and, for an app's owner, by the app's AI and payments on the server.

export interface IntegrationDeps {
  db: Database;
  box: SecretBox;
}

// Bound into the ciphertext: a sealed config moved to another user's or service's row won't open.
const sealContext = (userId: string, service: IntegrationId) => `integration:${userId}:${service}`;

export async function readConfig({ db, box }: IntegrationDeps, userId: string, service: IntegrationId) {
  const [row] = await db
    .select()
    .from(integrations)
    .where(and(eq(integrations.userId, userId), eq(integrations.service, service)))
    .limit(1);
  if (!row) return null;
  let config: Record<string, string>;
  try {
    config = JSON.parse(box.open(row.encryptedConfig, sealContext(userId, service)));
  } catch {
    throw new ApiError(
      409,
      'integration_unreadable',
      `The saved ${integrationById(service).name} settings can no longer be read (the server's encryption key changed). Please connect it again.`,
    );
  }
  return { config, configuredAt: row.configuredAt };
}

export async function writeConfig(
  { db, box }: IntegrationDeps,
  userId: string,
  service: IntegrationId,
  config: Record<string, string>,
) {
  const encryptedConfig = box.seal(JSON.stringify(config), sealContext(userId, service));
  await db
    .insert(integrations)
    .values({ userId, service, encryptedConfig })
    .onConflictDoUpdate({
      target: [integrations.userId, integrations.service],
      set: { encryptedConfig, configuredAt: new Date() },
    });
}
