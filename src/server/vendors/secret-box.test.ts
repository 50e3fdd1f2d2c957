import { mkdtemp, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../core/env';
import { createSecretBox, resolveEncryptionKey } from './secret-box';

describe('secret box', () => {
  const box = createSecretBox(Buffer.alloc(32, 7));

  it('opens what it sealed, only with the same context', () => {
    const sealed = box.seal('sk_test_secret', 'user-1:stripe');
    expect(sealed).not.toContain('sk_test_secret');
    expect(box.open(sealed, 'user-1:stripe')).toBe('sk_test_secret');
    expect(() => box.open(sealed, 'user-2:stripe')).toThrow();
    expect(() => createSecretBox(Buffer.alloc(32, 8)).open(sealed, 'user-1:stripe')).toThrow();
  });

  it('gives a different ciphertext each time and refuses a tampered one', () => {
    const a = box.seal('same', 'c');
    expect(box.seal('same', 'c')).not.toBe(a);
    const parts = a.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => box.open(parts.join('.'), 'c')).toThrow();
  });

  it('generates the key once into the data directory, owner-only', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'secret-box-'));
    const first = resolveEncryptionKey({ DATA_DIR: dir });
    expect(first).toHaveLength(32);
    expect(resolveEncryptionKey({ DATA_DIR: dir }).equals(first)).toBe(true);
    expect((await stat(path.join(dir, 'encryption-key'))).mode & 0o777).toBe(0o600);
  });

  it('takes ENCRYPTION_KEY as hex or base64', () => {
    const hex = 'ab'.repeat(32);
    expect(resolveEncryptionKey({ DATA_DIR: '/nonexistent', ENCRYPTION_KEY: hex }).toString('hex')).toBe(hex);
    const b64 = Buffer.alloc(32, 1).toString('base64');
    expect(resolveEncryptionKey({ DATA_DIR: '/nonexistent', ENCRYPTION_KEY: b64 })).toEqual(Buffer.alloc(32, 1));
  });

  it('refuses an ENCRYPTION_KEY that is not 32 bytes at start-up', () => {
    expect(() => parseEnv({ ENCRYPTION_KEY: 'too-short' })).toThrow(EnvError);
    expect(() => parseEnv({ ENCRYPTION_KEY: 'ab'.repeat(31) })).toThrow(/ENCRYPTION_KEY/);
    expect(parseEnv({ ENCRYPTION_KEY: Buffer.alloc(32, 2).toString('base64url') }).ENCRYPTION_KEY).toBeDefined();
  });
});
