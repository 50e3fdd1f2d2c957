import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3Server, startFakeS3Server } from '../../../tests/support/fake-s3-server';
import { s3Storage } from './s3-storage';
import { createStorage, type Storage, StorageConflictError, StorageKeyError } from './storage';

let s3: FakeS3Server;
let storage: Storage;
beforeAll(async () => {
  s3 = await startFakeS3Server();
  storage = createStorage({
    DATA_DIR: '/nonexistent',
    S3_BUCKET: s3.bucket,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: s3.url,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: true,
  });
});
afterAll(() => s3.close());

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array | null) => (data ? new TextDecoder().decode(data) : null);
const options = { contentType: 'text/plain' };
/** The adapter on a fake store, with that store's bucket and keys unless told otherwise. */
const storageOn = (
  store: FakeS3Server,
  { bucket = store.bucket, accessKeyId = store.accessKeyId, secretAccessKey = store.secretAccessKey } = {},
) =>
  s3Storage({
    bucket,
    region: 'us-east-1',
    endpoint: store.url,
    forcePathStyle: true,
    credentials: { accessKeyId, secretAccessKey },
  });

describe('S3 storage', () => {
  it('is what createStorage picks when S3_BUCKET is set', () => {
    expect(storage.kind).toBe('s3');
    expect(createStorage({ DATA_DIR: '/tmp' }).kind).toBe('local');
    expect(() => createStorage({ DATA_DIR: '/tmp', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-half' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/,
    );
  });

  it('stores bytes under the key with their type, and reads them back intact', async () => {
    // Every byte value, so nothing on the way may treat the body as text.
    const all = Uint8Array.from({ length: 256 * 4 }, (_, i) => i % 256);
    await storage.put('user-1/all-bytes.bin', all, { contentType: 'application/octet-stream' });
    expect(s3.objects.get('user-1/all-bytes.bin')?.contentType).toBe('application/octet-stream');
    expect(Buffer.from((await storage.get('user-1/all-bytes.bin')) ?? []).equals(Buffer.from(all))).toBe(true);

    await storage.put('user-1/a.txt', bytes('hello'), options);
    expect(text(await storage.get('user-1/a.txt'))).toBe('hello');
    expect(s3.objects.get('user-1/a.txt')?.contentType).toBe('text/plain');
  });

  it('never replaces an existing key: the store refuses the second write', async () => {
    await storage.put('user-2/b.txt', bytes('first'), options);
    await expect(storage.put('user-2/b.txt', bytes('second'), options)).rejects.toBeInstanceOf(StorageConflictError);
    expect(text(await storage.get('user-2/b.txt'))).toBe('first');
  });

  it('answers null for a missing key, and removing is idempotent', async () => {
    expect(await storage.get('user-3/never-stored.txt')).toBeNull();
    await storage.put('user-3/c.txt', bytes('c'), options);
    await storage.remove('user-3/c.txt');
    expect(await storage.get('user-3/c.txt')).toBeNull();
    expect(s3.objects.has('user-3/c.txt')).toBe(false);
    // A retried delete must not fail.
    await storage.remove('user-3/c.txt');
  });

  it('removes a folder across several list pages and delete batches, and only that folder', async () => {
    const now = new Date();
    const seed = (key: string) =>
      s3.objects.set(key, { bytes: Buffer.from('x'), contentType: 'text/plain', etag: '"x"', lastModified: now });
    // More than two pages of 1000 (S3's cap on a list page and on a DeleteObjects call).
    for (let i = 0; i < 2500; i++) seed(`cloud/app-1/preview/${String(i).padStart(4, '0')}.png`);
    seed('cloud/app-10/live/keep.png');
    seed('cloud/app-1.png');
    await storage.put('cloud/app-1/live/real.png', bytes('real'), options);
    const before = s3.requests.length;

    await storage.removeFolder('cloud/app-1');
    expect(s3.keys('cloud/')).toEqual(['cloud/app-1.png', 'cloud/app-10/live/keep.png']);
    const calls = s3.requests.slice(before);
    expect(calls.filter((r) => r.query.includes('list-type=2')).length).toBeGreaterThanOrEqual(3);
    expect(calls.filter((r) => r.method === 'POST').length).toBe(3);

    // A missing folder is no error.
    await storage.removeFolder('cloud/app-1');
  });

  it('pages through a folder when the store returns small pages', async () => {
    const small = await startFakeS3Server({ pageLimit: 2 });
    try {
      const paged = storageOn(small);
      for (const name of ['a', 'b', 'c', 'd', 'e']) await paged.put(`folder/${name}.txt`, bytes(name), options);
      await paged.put('other/f.txt', bytes('f'), options);
      await paged.removeFolder('folder');
      expect(small.keys()).toEqual(['other/f.txt']);
      expect(small.requests.filter((r) => r.query.includes('list-type=2')).length).toBe(3);
    } finally {
      await small.close();
    }
  });

  it('refuses keys that are not ours before any request is made', async () => {
    const before = s3.requests.length;
    for (const key of ['../escape.txt', 'user/../../x', '/etc/passwd', '', 'user//x', '.incoming/x', 'a\\b', 'a b']) {
      await expect(storage.put(key, bytes('x'), options)).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.remove(key)).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.removeFolder(key)).rejects.toBeInstanceOf(StorageKeyError);
    }
    expect(s3.requests.length).toBe(before);
  });

  it('fails loudly, naming the key, when the credentials are wrong', async () => {
    const unknownKey = storageOn(s3, { accessKeyId: 'NOSUCHKEY' });
    // The user reads storage's 503; the log reads which call on which key failed, and why.
    await expect(unknownKey.put('user-4/d.txt', bytes('d'), options)).rejects.toMatchObject({
      status: 503,
      code: 'storage_unavailable',
      reason: expect.stringMatching(/S3 put of "user-4\/d.txt" failed: InvalidAccessKeyId/),
    });
    // A wrong secret is caught by the signature check, and is no "missing file" either.
    const wrongSecret = storageOn(s3, { secretAccessKey: 'not-the-secret' });
    const refused = { reason: expect.stringMatching(/SignatureDoesNotMatch/) };
    await expect(wrongSecret.get('user-1/a.txt')).rejects.toMatchObject(refused);
    await expect(wrongSecret.removeFolder('user-1')).rejects.toMatchObject(refused);
    expect(s3.objects.has('user-4/d.txt')).toBe(false);
  });

  it('treats a missing bucket as an error, not as a missing file', async () => {
    const elsewhere = storageOn(s3, { bucket: 'no-such-bucket' });
    await expect(elsewhere.get('user-1/a.txt')).rejects.toMatchObject({
      reason: expect.stringMatching(/NoSuchBucket/),
    });
  });
});
