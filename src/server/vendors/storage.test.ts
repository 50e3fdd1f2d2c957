import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, type Storage, StorageConflictError, StorageKeyError, StorageUnavailableError } from './storage';

let dataDir: string;
let storage: Storage;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shipwright-storage-'));
  storage = createStorage({ DATA_DIR: dataDir });
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const bytes = (text: string) => new TextEncoder().encode(text);
const options = { contentType: 'text/plain' };

describe('local disk storage', () => {
  it('stores, reads back and removes a file under DATA_DIR/storage', async () => {
    await storage.put('user-1/a.txt', bytes('hello'), options);
    expect(new TextDecoder().decode((await storage.get('user-1/a.txt')) ?? undefined)).toBe('hello');
    expect(await readdir(path.join(dataDir, 'storage', 'user-1'))).toEqual(['a.txt']);

    await storage.remove('user-1/a.txt');
    expect(await storage.get('user-1/a.txt')).toBeNull();
    // Removing again is fine: a retried delete must not fail.
    await storage.remove('user-1/a.txt');
  });

  it('never replaces an existing key and leaves no temporary files', async () => {
    await storage.put('user-2/b.txt', bytes('first'), options);
    await expect(storage.put('user-2/b.txt', bytes('second'), options)).rejects.toBeInstanceOf(StorageConflictError);
    expect(new TextDecoder().decode((await storage.get('user-2/b.txt')) ?? undefined)).toBe('first');
    expect(await readdir(path.join(dataDir, 'storage', '.incoming'))).toEqual([]);
  });

  it('removes a whole folder of keys, and a missing folder is no error', async () => {
    await storage.put('cloud/app-1/preview/a.png', bytes('a'), options);
    await storage.put('cloud/app-1/live/b.png', bytes('b'), options);
    await storage.put('cloud/app-2/live/c.png', bytes('c'), options);
    await storage.removeFolder('cloud/app-1');
    expect(await readdir(path.join(dataDir, 'storage', 'cloud'))).toEqual(['app-2']);
    await storage.removeFolder('cloud/app-1');
    await expect(storage.removeFolder('../cloud')).rejects.toBeInstanceOf(StorageKeyError);
  });

  it('refuses keys that could leave the storage folder', async () => {
    for (const key of ['../escape.txt', 'user/../../x', '/etc/passwd', '', 'user//x', '.incoming/x', 'a\\b']) {
      await expect(storage.put(key, bytes('x'), options)).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.remove(key)).rejects.toBeInstanceOf(StorageKeyError);
    }
  });

  it('reports a disk that refuses as storage unavailable (503), a full one as full (507), and leaves no temp file', async () => {
    // DATA_DIR/storage is a plain file: every mkdir under it fails, as on a volume mounted wrongly.
    const broken = await mkdtemp(path.join(os.tmpdir(), 'shipwright-storage-broken-'));
    await writeFile(path.join(broken, 'storage'), '');
    const refusing = createStorage({ DATA_DIR: broken });
    const failure = await refusing.put('user-3/c.txt', bytes('x'), options).catch((err) => err);
    expect(failure).toBeInstanceOf(StorageUnavailableError);
    expect(failure).toMatchObject({ status: 503, code: 'storage_unavailable', reason: expect.stringMatching(/^E/) });
    await expect(refusing.get('user-3/c.txt')).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(new StorageUnavailableError('ENOSPC')).toMatchObject({ status: 507, code: 'storage_full' });
    await rm(broken, { recursive: true, force: true });
  });
});
