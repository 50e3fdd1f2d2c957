import type { BetterAuthOptions, DBAdapter } from 'better-auth';
import type { SecretBox } from '../vendors/secret-box';

type AdapterFactory = (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions>;

const model = 'ssoProvider';
const context = 'sso-provider:oidc-client-secret';
const sealedPrefix = 'sealed:';

/** An OIDC config's JSON with its client secret sealed (or opened); anything else as it came. */
function mapSecret(oidcConfig: unknown, map: (secret: string) => string) {
  if (typeof oidcConfig !== 'string' || !oidcConfig) return oidcConfig;
  const config = JSON.parse(oidcConfig) as { clientSecret?: unknown };
  if (typeof config.clientSecret !== 'string' || !config.clientSecret) return oidcConfig;
  return JSON.stringify({ ...config, clientSecret: map(config.clientSecret) });
}

/**
 * Better Auth's SSO plugin keeps an identity provider's OIDC config, client secret included, as
 * JSON in one column. This adapter seals the secret on the way in and opens it on the way out,
 * so the database only ever holds it encrypted while the plugin reads it as it wrote it.
 */
export function sealingSsoSecrets(factory: AdapterFactory, box: SecretBox): AdapterFactory {
  const seal = (secret: string) =>
    secret.startsWith(sealedPrefix) ? secret : sealedPrefix + box.seal(secret, context);
  const open = (secret: string) =>
    secret.startsWith(sealedPrefix) ? box.open(secret.slice(sealedPrefix.length), context) : secret;
  const sealRow = <T>(data: T): T => {
    const row = data as Record<string, unknown>;
    return ('oidcConfig' in row ? { ...row, oidcConfig: mapSecret(row.oidcConfig, seal) } : data) as T;
  };
  const openRow = <T>(found: T): T => {
    const row = found as Record<string, unknown> | null;
    return (row && 'oidcConfig' in row ? { ...row, oidcConfig: mapSecret(row.oidcConfig, open) } : found) as T;
  };

  const wrap = <A extends Omit<DBAdapter<BetterAuthOptions>, 'transaction'>>(adapter: A): A => ({
    ...adapter,
    create: (args) => adapter.create(args.model === model ? { ...args, data: sealRow(args.data) } : args).then(openRow),
    update: (args) =>
      adapter.update(args.model === model ? { ...args, update: sealRow(args.update) } : args).then(openRow),
    updateMany: (args) => adapter.updateMany(args.model === model ? { ...args, update: sealRow(args.update) } : args),
    findOne: (args) => adapter.findOne(args).then((row) => (args.model === model ? openRow(row) : row)),
    findMany: (args) => adapter.findMany(args).then((rows) => (args.model === model ? rows.map(openRow) : rows)),
  });

  return (options) => {
    const adapter = factory(options);
    return { ...wrap(adapter), transaction: (callback) => adapter.transaction((trx) => callback(wrap(trx))) };
  };
}

/** The same sealing for our own reads and writes of the table (the admin routes). */
export const ssoSecretBox = (box: SecretBox) => ({
  sealConfig: (oidcConfig: string | null) =>
    mapSecret(oidcConfig, (s) => sealedPrefix + box.seal(s, context)) as string | null,
  openSecret: (oidcConfig: string | null) => {
    const secret = oidcConfig ? (JSON.parse(oidcConfig) as { clientSecret?: string }).clientSecret : undefined;
    return secret?.startsWith(sealedPrefix) ? box.open(secret.slice(sealedPrefix.length), context) : (secret ?? null);
  },
});
