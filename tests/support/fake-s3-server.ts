import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  crc32Base64,
  escapeXml,
  S3Error,
  unescapeXml,
  verifyChecksums,
  verifySignature,
  xmlHead,
  xmlns,
} from './fake-s3-wire';

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
  etag: string;
  crc32?: string;
  lastModified: Date;
}

export interface FakeS3Options {
  bucket?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** The most keys one ListObjectsV2 page holds, whatever max-keys asks (S3's own cap is 1000). */
  pageLimit?: number;
}

/** The server settings that point Shipwright's storage at the fake. */
export const fakeS3Env = (s3: { url: string; bucket: string; accessKeyId: string; secretAccessKey: string }) => ({
  S3_BUCKET: s3.bucket,
  S3_ENDPOINT: s3.url,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: s3.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  S3_FORCE_PATH_STYLE: 'true',
});

/**
 * An S3-compatible object store on 127.0.0.1, speaking the REST wire format of just what the
 * storage adapter calls: PutObject (with If-None-Match: *), GetObject, HeadObject, DeleteObject,
 * DeleteObjects and ListObjectsV2, in path style (/bucket/key) or virtual-hosted style
 * (bucket.host/key). Every request must carry a valid Signature Version 4 for the one known
 * access key, and bodies must match the checksums sent with them, so the real AWS SDK is what
 * the tests exercise. Objects live in `objects`, which a test may read or seed directly.
 */
export async function startFakeS3Server(options: FakeS3Options = {}) {
  const bucket = options.bucket ?? 'shipwright-test';
  const accessKeyId = options.accessKeyId ?? 'FAKEACCESSKEY';
  const secretAccessKey = options.secretAccessKey ?? 'fake-secret-access-key';
  const pageLimit = Math.min(options.pageLimit ?? 1000, 1000);
  const objects = new Map<string, StoredObject>();
  const requests: Array<{ method: string; key: string; query: string }> = [];

  /** Bucket and key from the Host (virtual-hosted style) or the first path segment (path style). */
  const locate = (req: IncomingMessage, url: URL) => {
    const host = (req.headers.host ?? '').split(':')[0] ?? '';
    const segments = url.pathname.slice(1).split('/');
    const virtual = host.startsWith(`${bucket}.`);
    const name = virtual ? bucket : decodeURIComponent(segments.shift() ?? '');
    return { name, key: segments.map(decodeURIComponent).join('/') };
  };

  const list = (url: URL) => {
    const prefix = url.searchParams.get('prefix') ?? '';
    const maxKeys = Math.min(Number(url.searchParams.get('max-keys') ?? 1000), pageLimit);
    const token = url.searchParams.get('continuation-token');
    // The token names the last key returned, so deleting what a page listed does not shift the next page.
    const after = token ? Buffer.from(token, 'base64url').toString() : (url.searchParams.get('start-after') ?? '');
    const matching = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
    const page = matching.slice(0, maxKeys);
    const truncated = matching.length > page.length;
    const last = page[page.length - 1] ?? '';
    const contents = page.map((k) => {
      const o = objects.get(k) as StoredObject;
      return `<Contents><Key>${escapeXml(k)}</Key><LastModified>${o.lastModified.toISOString()}</LastModified><ETag>${escapeXml(o.etag)}</ETag><Size>${o.bytes.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
    });
    return `${xmlHead}<ListBucketResult xmlns="${xmlns}"><Name>${bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${token ? `<ContinuationToken>${token}</ContinuationToken>` : ''}${truncated ? `<NextContinuationToken>${Buffer.from(last).toString('base64url')}</NextContinuationToken>` : ''}${contents.join('')}</ListBucketResult>`;
  };

  const deleteMany = (req: IncomingMessage, body: Buffer) => {
    if (!req.headers['content-md5'] && !req.headers['x-amz-checksum-crc32']) {
      throw new S3Error(400, 'InvalidRequest', 'Missing required header for this request: Content-Md5.');
    }
    const text = body.toString('utf8');
    const keys = [...text.matchAll(/<Object>\s*<Key>([^<]*)<\/Key>/g)].map((m) => unescapeXml(m[1] ?? ''));
    if (!text.includes('<Delete') || keys.length === 0 || keys.length > 1000) {
      throw new S3Error(
        400,
        'MalformedXML',
        'The XML you provided was not well-formed or did not validate against our published schema.',
      );
    }
    for (const key of keys) objects.delete(key);
    const quiet = /<Quiet>true<\/Quiet>/.test(text);
    const deleted = quiet ? '' : keys.map((k) => `<Deleted><Key>${escapeXml(k)}</Key></Deleted>`).join('');
    return `${xmlHead}<DeleteResult xmlns="${xmlns}">${deleted}</DeleteResult>`;
  };

  const handle = (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://s3.local');
    const requestId = randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase();
    res.setHeader('x-amz-request-id', requestId);
    res.setHeader('server', 'FakeS3');
    const { name, key } = locate(req, url);
    requests.push({ method: req.method ?? '', key, query: url.search });
    const xml = (status: number, text: string) => {
      res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(text) });
      res.end(text);
    };
    try {
      verifySignature(req, url, body, { accessKeyId, secretAccessKey });
      if (name !== bucket)
        throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist', { BucketName: name });
      const q = url.searchParams;
      if (!key) {
        if (req.method === 'GET' && q.get('list-type') === '2') return xml(200, list(url));
        if (req.method === 'POST' && q.has('delete')) {
          verifyChecksums(req, body);
          return xml(200, deleteMany(req, body));
        }
        throw new S3Error(
          501,
          'NotImplemented',
          'A header or query you provided implies functionality that is not implemented.',
        );
      }
      if (req.method === 'PUT') {
        verifyChecksums(req, body);
        const ifNoneMatch = req.headers['if-none-match'];
        if (ifNoneMatch && ifNoneMatch !== '*') throw new S3Error(501, 'NotImplemented', 'If-None-Match takes only *.');
        if (ifNoneMatch === '*' && objects.has(key)) {
          throw new S3Error(
            412,
            'PreconditionFailed',
            'At least one of the pre-conditions you specified did not hold',
            {
              Condition: 'If-None-Match',
            },
          );
        }
        const stored: StoredObject = {
          bytes: Buffer.from(body),
          contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
          etag: `"${createHash('md5').update(body).digest('hex')}"`,
          crc32: req.headers['x-amz-checksum-crc32'] ? crc32Base64(body) : undefined,
          lastModified: new Date(),
        };
        objects.set(key, stored);
        res.writeHead(200, { etag: stored.etag, ...(stored.crc32 ? { 'x-amz-checksum-crc32': stored.crc32 } : {}) });
        return res.end();
      }
      if (req.method === 'GET' || req.method === 'HEAD') {
        const o = objects.get(key);
        if (!o) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.', { Key: key });
        const checksum =
          req.headers['x-amz-checksum-mode'] === 'ENABLED' && o.crc32 ? { 'x-amz-checksum-crc32': o.crc32 } : {};
        res.writeHead(200, {
          'content-type': o.contentType,
          'content-length': o.bytes.length,
          etag: o.etag,
          'last-modified': o.lastModified.toUTCString(),
          'accept-ranges': 'bytes',
          ...checksum,
        });
        return res.end(req.method === 'GET' ? o.bytes : undefined);
      }
      if (req.method === 'DELETE') {
        // Like S3 without versioning: deleting a missing key succeeds too.
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      throw new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    } catch (err) {
      if (!(err instanceof S3Error)) throw err;
      // HEAD answers carry no body, as with S3: the status is all the client sees.
      if (req.method === 'HEAD') {
        res.writeHead(err.status);
        return res.end();
      }
      const extra = Object.entries(err.extra).map(([k, v]) => `<${k}>${escapeXml(v)}</${k}>`);
      xml(
        err.status,
        `${xmlHead}<Error><Code>${err.code}</Code><Message>${escapeXml(err.message)}</Message>${extra.join('')}<RequestId>${requestId}</RequestId><HostId>${requestId}</HostId></Error>`,
      );
    }
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        handle(req, res, Buffer.concat(chunks));
      } catch (err) {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(err));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    /** Every request the fake received, in order: method, object key ('' for bucket calls) and query. */
    requests,
    /** Keys under `prefix`, sorted. */
    keys: (prefix = '') => [...objects.keys()].filter((k) => k.startsWith(prefix)).sort(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeS3Server = Awaited<ReturnType<typeof startFakeS3Server>>;
