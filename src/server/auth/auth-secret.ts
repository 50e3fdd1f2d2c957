import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../core/env';

/**
 * AUTH_SECRET when set; otherwise one generated on first start and kept in DATA_DIR, so the
 * embedded default needs no setup and sessions survive a restart.
 */
export function resolveAuthSecret(env: Pick<Env, 'AUTH_SECRET' | 'DATA_DIR'>): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(env.DATA_DIR, 'auth-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(env.DATA_DIR, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
