import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertStorageKey, type Storage, StorageConflictError, StorageUnavailableError } from './storage';

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** A self-hosted store's URL (MinIO, Garage, Ceph); AWS itself when absent. */
  endpoint?: string;
  /** bucket in the path (http://store/bucket/key) rather than the host name, as most self-hosted stores want. */
  forcePathStyle?: boolean;
  /** Absent: the SDK's default chain (AWS_* variables, shared config, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

// S3 lists at most 1000 keys a page and DeleteObjects takes at most 1000 keys a call.
const deleteBatch = 1000;

const statusOf = (err: unknown) => (err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined);

// A missing key is 404 NoSuchKey; a missing bucket is a 404 too, but that is a misconfiguration, not an absent file.
const isMissingKey = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || (statusOf(err) === 404 && err.name !== 'NoSuchBucket'));

/**
 * The store refused or could not be reached: the user gets storage's 503 (as for a refusing
 * disk); `reason` names the call and key for the log (the SDK's own message names neither),
 * and the SDK error stays as the cause.
 */
const failed = (operation: string, key: string, err: unknown) => {
  const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return Object.assign(new StorageUnavailableError(`S3 ${operation} of ${JSON.stringify(key)} failed: ${reason}`), {
    cause: err,
  });
};

/**
 * Uploads in an S3-compatible bucket, one object per key, so every server instance sees the same
 * files. Keys are validated exactly as on local disk, so both stores accept the same keys.
 */
export function s3Storage(config: S3StorageConfig): Storage {
  const Bucket = config.bucket;
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // A store that stops answering must not hold a request (and its socket) forever.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
    // requestChecksumCalculation stays at the SDK's default (WHEN_SUPPORTED): bodies are whole
    // Uint8Arrays, so the CRC32 travels as an x-amz-checksum-crc32 header over a plain body (no
    // aws-chunked encoding) and the store refuses bytes damaged on the way. WHEN_REQUIRED would
    // not help older self-hosted stores anyway: DeleteObjects carries a CRC32 either way.
  });

  return {
    kind: 's3',
    async put(key, bytes, { contentType }) {
      assertStorageKey(key);
      try {
        // If-None-Match: * makes the store itself refuse to replace an existing object (the
        // "no overwrite" rule), atomically, even when two instances race for one key.
        await client.send(
          new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, IfNoneMatch: '*' }),
        );
      } catch (err) {
        // 412: the key exists. 409 ConditionalRequestConflict: another write of the key is in flight.
        if (statusOf(err) === 412 || statusOf(err) === 409) {
          throw new StorageConflictError(`Storage key already exists: ${key}`);
        }
        throw failed('put', key, err);
      }
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const bytes = (await out.Body?.transformToByteArray()) ?? new Uint8Array();
        return bytes.buffer instanceof ArrayBuffer ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes);
      } catch (err) {
        if (isMissingKey(err)) return null;
        throw failed('get', key, err);
      }
    },
    async remove(key) {
      assertStorageKey(key);
      try {
        // S3 answers 204 for a missing key as well; some stores say 404, which is just as done.
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (err) {
        if (!isMissingKey(err)) throw failed('remove', key, err);
      }
    },
    async removeFolder(prefix) {
      assertStorageKey(prefix);
      // The trailing slash keeps `cloud/app-1` from taking `cloud/app-10/...` with it.
      const Prefix = `${prefix}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client
          .send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }))
          .catch((err) => Promise.reject(failed('list', Prefix, err)));
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        for (let start = 0; start < keys.length; start += deleteBatch) {
          const out = await client
            .send(
              new DeleteObjectsCommand({
                Bucket,
                Delete: { Objects: keys.slice(start, start + deleteBatch), Quiet: true },
              }),
            )
            .catch((err) => Promise.reject(failed('delete of the folder', Prefix, err)));
          // DeleteObjects answers 200 even when some keys could not be deleted: those are listed here.
          const refused = out.Errors ?? [];
          if (refused.length) {
            const first = refused[0];
            throw new Error(
              `S3 kept ${refused.length} object(s) under ${Prefix}: ${first?.Key} (${first?.Code}: ${first?.Message})`,
            );
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
