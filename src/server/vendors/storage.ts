import { randomUUID } from 'node:crypto';
import { link, mkdir, open, readFile, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../core/env';
import { ApiError } from '../http/api-error';
import { s3Storage } from './s3-storage';

/** Where uploaded files live: the local disk, or an S3-compatible bucket shared by every instance (s3-storage.ts). */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under a new key; refuses to replace an existing one (the spec's "no overwrite"). */
  put(key: string, bytes: Uint8Array, options: { contentType: string }): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Removes the key; removing a missing key is not an error, so retries are safe. */
  remove(key: string): Promise<void>;
  /** Removes every key under `prefix` (a deleted app's folder, bytes of cut-off uploads included). */
  removeFolder(prefix: string): Promise<void>;
}

export class StorageKeyError extends Error {}
export class StorageConflictError extends Error {}

// A full disk is the operator's to fix, not the user's: both say nothing was kept and what to do.
const storageTexts = {
  full: 'File storage is full, so this file was not saved. Nothing was stored; please try again later.',
  unavailable:
    'File storage is not available right now, so this file was not saved. Nothing was stored; please try again later.',
};

/**
 * The disk (or the folder) refused: read-only, full, gone, not ours. Every route that meets it
 * answers 507 (full) or 503 with a message the user can act on, instead of a bare 500; `reason`
 * keeps the system's error code for the log.
 */
export class StorageUnavailableError extends ApiError {
  constructor(readonly reason: string) {
    const full = reason === 'ENOSPC' || reason === 'EDQUOT';
    super(
      full ? 507 : 503,
      full ? 'storage_full' : 'storage_unavailable',
      full ? storageTexts.full : storageTexts.unavailable,
    );
  }
}

/** A file-system error as a storage failure; our own errors (bad key, existing key) pass through. */
function storageFault(err: unknown): unknown {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return typeof code === 'string' && /^E[A-Z]+$/.test(code) ? new StorageUnavailableError(code) : err;
}

// Keys are made by our code ({userId}/{uuid}.{ext}); anything else is a bug or an attack, never a path to follow.
const segmentPattern = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function assertStorageKey(key: string) {
  const segments = key.split('/');
  const ok = key.length > 0 && key.length <= 512 && segments.every((s) => segmentPattern.test(s) && s !== '..');
  if (!ok || path.isAbsolute(key)) throw new StorageKeyError(`Invalid storage key: ${JSON.stringify(key)}`);
}

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under `root`, one per key. In-flight writes sit in `.incoming`, which no key can name. */
export function localDiskStorage(root: string): Storage {
  const incoming = path.join(root, '.incoming');
  const fileFor = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const target = fileFor(key);
      const temp = path.join(incoming, randomUUID());
      try {
        await mkdir(incoming, { recursive: true });
        await mkdir(path.dirname(target), { recursive: true });
        const handle = await open(temp, 'wx');
        try {
          await handle.writeFile(bytes);
          // A 2xx means committed: the bytes are on disk before the key points at them.
          await handle.sync();
        } finally {
          await handle.close();
        }
        // link, unlike rename, fails when the key exists: the file appears whole or not at all, and never replaces another.
        await link(temp, target).catch((err: NodeJS.ErrnoException) => {
          if (err.code === 'EEXIST') throw new StorageConflictError(`Storage key already exists: ${key}`);
          throw err;
        });
      } catch (err) {
        throw storageFault(err);
      } finally {
        // Whatever failed (a full disk mid-write included), no partial file stays behind.
        await unlink(temp).catch(() => {});
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileFor(key)));
      } catch (err) {
        if (isMissing(err)) return null;
        throw storageFault(err);
      }
    },
    async remove(key) {
      await unlink(fileFor(key)).catch((err) => {
        if (!isMissing(err)) throw storageFault(err);
      });
    },
    async removeFolder(prefix) {
      await rm(fileFor(prefix), { recursive: true, force: true }).catch((err) => {
        throw storageFault(err);
      });
    },
  };
}

type StorageEnv = Pick<Env, 'DATA_DIR'> &
  Partial<
    Pick<
      Env,
      'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
    >
  >;

/** The bucket when S3_BUCKET is set (several instances then share the files), else the local disk. */
export function createStorage(env: StorageEnv): Storage {
  if (!env.S3_BUCKET) return localDiskStorage(path.join(env.DATA_DIR, 'storage'));
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  // Half a key pair would silently fall back to whatever the default chain finds: refuse it at start.
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('Set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither to use the default AWS chain.');
  }
  return s3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });
}
