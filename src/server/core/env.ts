import { accessSync, constants } from 'node:fs';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const originList = () =>
  z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .url()
          .transform((o) => new URL(o).origin),
      ),
    );

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const optionalUrl = (protocols: RegExp) =>
  z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(
      z
        .string()
        .url()
        .refine((v) => protocols.test(v), { message: `must start with ${protocols.source}` })
        .optional(),
    );

const optionalText = () =>
  z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:/),
  /** PostgreSQL connections this instance may hold (the server's max_connections is shared by every instance). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(20),
  /**
   * A request not answered within this long gets 503 (a reply's stream, once started, is not
   * bound by it); requests waiting longer than three seconds for a turn get 503 with Retry-After.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  /**
   * Jobs (AI replies and their preview builds) this process executes at once. 0 on a web
   * instance leaves them to other instances and `npm run worker` processes (PostgreSQL only).
   */
  JOB_CONCURRENCY: z.coerce.number().int().min(0).max(64).default(4),
  /**
   * `off` builds generated apps and unpacks packages in the server's own process instead of the
   * bubblewrap sandbox: only for machines that cannot run it, and warned about at every start.
   */
  BUILD_SANDBOX: z.enum(['on', 'off']).default('on'),
  /**
   * Builds this process runs at once, each in a sandbox worker of its own, shared fairly between
   * accounts. Default: one per core but one (left to the server), at least 1, at most 8.
   */
  BUILD_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(() => Math.min(8, Math.max(1, os.availableParallelism() - 1))),
  /**
   * How long the check that the sandboxes start (builds, App Functions) may take. A check that runs
   * out is retried until it passes; builds wait for a recovering sandbox meanwhile (up to 2 minutes).
   */
  SANDBOX_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  APP_URL: optionalUrl(/^https?:/),
  SMTP_URL: optionalUrl(/^smtps?:/),
  MAIL_FROM: z.string().min(3).default('Shipwright <no-reply@shipwright.dev>'),
  SUPPORT_EMAIL: z.string().email().default('support@shipwright.dev'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag,
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  /** Where packages outside the curated set come from (any server speaking npm's registry protocol). */
  NPM_REGISTRY_URL: z.string().url().default('https://registry.npmjs.org'),
  /** The shared cache of those packages; DATA_DIR/package-cache when unset. */
  PACKAGE_CACHE_DIR: optionalText(),
  /**
   * Where generated apps are served: previews at p-<id>.<APPS_DOMAIN>, live links at
   * <slug>.<APPS_DOMAIN>. Defaults to APP_URL's host (browsers resolve *.localhost themselves);
   * in production a separate domain, so apps never share a site with the main app.
   */
  APPS_DOMAIN: optionalText(),
  /**
   * Custom domains: the DNS servers their records are checked against (comma-separated, each an
   * IP with an optional port: 1.1.1.1, 127.0.0.1:5353, [::1]:53); the system's when unset.
   */
  CUSTOM_DOMAIN_DNS_SERVERS: addressList(true),
  /** This service's public IPv4/IPv6 addresses, for apex domains' A/AAAA records (comma-separated). */
  CUSTOM_DOMAIN_ADDRESSES: addressList(false),
  /**
   * Single sign-on: origins of identity providers on private or loopback addresses that team
   * workspaces may use (comma-separated, e.g. https://sso.corp.internal). Public ones need no entry.
   */
  SSO_TRUSTED_ORIGINS: originList(),
  /** Git sync: origins of Git servers on private addresses or plain http that projects may sync with. */
  GIT_TRUSTED_ORIGINS: originList(),
  /** Signs cookies and encrypts TOTP secrets; generated into DATA_DIR when absent. */
  AUTH_SECRET: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  // AI providers: each turns on with its key; BASE_URL points OpenAI at any compatible server
  // (Ollama, LM Studio, vLLM). AI_MODEL_* name the exact model behind each chat choice.
  OPENAI_API_KEY: optionalText(),
  OPENAI_BASE_URL: optionalUrl(/^https?:/),
  ANTHROPIC_API_KEY: optionalText(),
  ANTHROPIC_BASE_URL: optionalUrl(/^https?:/),
  GOOGLE_GENERATIVE_AI_API_KEY: optionalText(),
  GOOGLE_BASE_URL: optionalUrl(/^https?:/),
  AI_MODEL_GPT_4O: optionalText(),
  AI_MODEL_GPT_4O_MINI: optionalText(),
  AI_MODEL_CLAUDE_SONNET: optionalText(),
  AI_MODEL_GEMINI_PRO: optionalText(),
  // A hosted model's call ends when it sends nothing for AI_IDLE_TIMEOUT_MS or runs longer than
  // AI_REPLY_TIMEOUT_MS: a stalled provider must not keep a project busy until some socket gives up.
  AI_IDLE_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(45_000),
  AI_REPLY_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(600_000),
  /** Tries after a rate limit (429) or a provider error (5xx) before the reply fails with it. */
  AI_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  /** The longest a provider's Retry-After is waited for; a longer one fails the reply at once. */
  AI_RETRY_MAX_WAIT_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
  /** The first wait after a 5xx; each next one doubles. */
  AI_RETRY_BACKOFF_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /**
   * Agent replies (hosted models with tools): `auto` uses them where the model takes tools; `off`
   * keeps every hosted reply one-shot. A reply ends at AI_AGENT_MAX_STEPS model calls, past
   * AI_AGENT_MAX_TOKENS tokens, or when the plan's allowance cannot cover its next step.
   */
  AI_AGENT: z.enum(['auto', 'off']).default('auto'),
  /**
   * Whether an agent reply's check renders the app's pages in headless Chromium (in the build
   * sandbox's jail): `auto` where Chromium (CHROMIUM_PATH) and bubblewrap are installed, `off` never.
   */
  AGENT_RENDER: z.enum(['auto', 'off']).default('auto'),
  /** Apps whose functions this process keeps running at once (a workerd process each, ~50 MB); the one used longest ago stops first. */
  FUNCTIONS_MAX_RUNNING: z.coerce.number().int().min(1).max(1_000).default(16),
  CHROMIUM_PATH: z.string().min(1).default('/usr/lib/chromium/chromium'),
  AI_AGENT_MAX_STEPS: z.coerce.number().int().min(1).max(100).default(24),
  AI_AGENT_MAX_TOKENS: z.coerce.number().int().min(1_000).max(5_000_000).default(400_000),
  /** Seals integration secrets (AES-256-GCM): 32 bytes as 64 hex or base64; generated into DATA_DIR when absent. */
  ENCRYPTION_KEY: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().refine(isKey32, 'must be 32 bytes written as 64 hex characters or base64').optional()),
  // The Integrations page's GitHub connect (scope repo, for Export to GitHub): an OAuth app of
  // its own, since sign-in's app asks for less and registers a different callback URL.
  GITHUB_INTEGRATION_CLIENT_ID: optionalText(),
  GITHUB_INTEGRATION_CLIENT_SECRET: optionalText(),
  GITHUB_INTEGRATION_AUTHORIZATION_URL: z.string().url().default('https://github.com/login/oauth/authorize'),
  GITHUB_INTEGRATION_TOKEN_URL: z.string().url().default('https://github.com/login/oauth/access_token'),
  GITHUB_API_URL: z.string().url().default('https://api.github.com'),
  // Billing: Stripe when its secret key is set, else the built-in sandbox provider. The API
  // host, port and protocol default to Stripe's own (tests point them at a local fake).
  STRIPE_SECRET_KEY: optionalText(),
  STRIPE_WEBHOOK_SECRET: optionalText(),
  STRIPE_API_HOST: optionalText(),
  STRIPE_API_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  // Uploaded files go to an S3-compatible bucket when S3_BUCKET is set, else under DATA_DIR.
  // S3_ENDPOINT points at a self-hosted store (MinIO, Garage, Ceph), which mostly wants path-style URLs.
  S3_BUCKET: optionalText(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: optionalUrl(/^https?:/),
  S3_ACCESS_KEY_ID: optionalText(),
  S3_SECRET_ACCESS_KEY: optionalText(),
  S3_FORCE_PATH_STYLE: booleanFlag,
  ...oauthProviderVariables('GOOGLE'),
  ...oauthProviderVariables('MICROSOFT'),
  ...oauthProviderVariables('GITHUB'),
});

/** A comma-separated list of IP addresses, with ports when `ports` (as Node's Resolver.setServers takes them). */
function addressList(ports: boolean) {
  const valid = (entry: string) => {
    if (isIP(entry)) return true;
    if (!ports) return false;
    const match = /^\[([^\]]+)\]:(\d{1,5})$/.exec(entry) ?? /^([^:]+):(\d{1,5})$/.exec(entry);
    return Boolean(match?.[1] && isIP(match[1]) && Number(match[2]) > 0 && Number(match[2]) < 65536);
  };
  return z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(valid), {
      message: ports ? 'must be IP addresses, each with an optional :port' : 'must be IP addresses',
    });
}

function isKey32(value: string): boolean {
  if (/^[0-9a-f]{64}$/i.test(value)) return true;
  return /^[A-Za-z0-9+/_-]{43}=?$/.test(value) && Buffer.from(value, 'base64').length === 32;
}

/** Client credentials switch a provider on; the endpoint URLs default to the real provider's. */
function oauthProviderVariables<P extends string>(prefix: P) {
  return {
    [`${prefix}_CLIENT_ID`]: optionalText(),
    [`${prefix}_CLIENT_SECRET`]: optionalText(),
    [`${prefix}_AUTHORIZATION_URL`]: optionalUrl(/^https?:/),
    [`${prefix}_TOKEN_URL`]: optionalUrl(/^https?:/),
    [`${prefix}_USERINFO_URL`]: optionalUrl(/^https?:/),
  } as Record<
    `${P}_${'CLIENT_ID' | 'CLIENT_SECRET' | 'AUTHORIZATION_URL' | 'TOKEN_URL' | 'USERINFO_URL'}`,
    ReturnType<typeof optionalText>
  >;
}

export type Env = Omit<z.output<typeof envSchema>, 'APP_URL' | 'PACKAGE_CACHE_DIR'> & {
  APP_URL: string;
  PACKAGE_CACHE_DIR: string;
};

export class EnvError extends Error {}

/** Parses configuration; the message names every variable that is wrong. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema
    .refine((env) => Boolean(env.STRIPE_SECRET_KEY) === Boolean(env.STRIPE_WEBHOOK_SECRET), {
      path: ['STRIPE_WEBHOOK_SECRET'],
      message: 'set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together (payments are confirmed by webhook)',
    })
    .safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    WEB_DIST_DIR: path.resolve(env.WEB_DIST_DIR),
    PACKAGE_CACHE_DIR: path.resolve(env.PACKAGE_CACHE_DIR ?? path.join(env.DATA_DIR, 'package-cache')),
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT || 3000}`).replace(/\/$/, ''),
  };
}

/** The only place that reads process.env. */
export function loadEnv(): Env {
  return parseEnv(process.env);
}

/**
 * Where `program` is on the server's PATH, or null. The jails start bubblewrap by its full path:
 * they run with an empty environment, whose search path would ignore the operator's.
 */
export function programOnPath(program: string): string | null {
  for (const folder of (process.env.PATH ?? '').split(':').filter(Boolean)) {
    const candidate = path.join(folder, program);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return null;
}
