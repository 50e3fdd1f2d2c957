import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../core/env';

const keyFile = 'encryption-key';
const version = 'v1';

/** ENCRYPTION_KEY (64 hex or base64) as 32 bytes. */
function decodeKey(value: string): Buffer {
  return /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
}

/**
 * ENCRYPTION_KEY when set; otherwise one generated on first start into DATA_DIR, readable by
 * the owner only, so the embedded default needs no setup and saved keys survive a restart.
 */
export function resolveEncryptionKey(env: Pick<Env, 'ENCRYPTION_KEY' | 'DATA_DIR'>): Buffer {
  if (env.ENCRYPTION_KEY) return decodeKey(env.ENCRYPTION_KEY);
  const file = path.join(env.DATA_DIR, keyFile);
  try {
    return decodeKey(readFileSync(file, 'utf8').trim());
  } catch {
    mkdirSync(env.DATA_DIR, { recursive: true });
    const key = randomBytes(32);
    try {
      // 'wx': if another process wrote it first, read theirs instead of replacing it.
      writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
      return key;
    } catch {
      return decodeKey(readFileSync(file, 'utf8').trim());
    }
  }
}

export interface SecretBox {
  /** Encrypts text; `context` (e.g. user and service) must be given again to open it. */
  seal(plaintext: string, context: string): string;
  /** Throws when the key or the context differ, or the text was changed. */
  open(sealed: string, context: string): string;
}

/**
 * AES-256-GCM with a fresh 96-bit IV per message. The context is authenticated data: a sealed
 * value copied into another user's row does not open there.
 */
export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The encryption key must be 32 bytes.');
  return {
    seal(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [version, iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [tag, iv, authTag, body] = sealed.split('.');
      if (tag !== version || !iv || !authTag || body === undefined) throw new Error('Not a sealed value.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(authTag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

const boxes = new WeakMap<Env, SecretBox>();
/** One box per configuration: the key file is read (or written) once, not per request. */
export function secretBoxFor(env: Env): SecretBox {
  let box = boxes.get(env);
  if (!box) {
    box = createSecretBox(resolveEncryptionKey(env));
    boxes.set(env, box);
  }
  return box;
}
