import { createHash, createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { crc32 } from 'node:zlib';

// The wire details of the fake S3 server: XML, errors, request signatures and body checksums.

interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export const xmlns = 'http://s3.amazonaws.com/doc/2006-03-01/';
export const xmlHead = '<?xml version="1.0" encoding="UTF-8"?>\n';
export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&');
const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
// SigV4's URI encoding: everything but the unreserved characters, upper-case hex.
const encodeRfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
export const crc32Base64 = (bytes: Buffer) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(crc32(bytes));
  return out.toString('base64');
};

export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * Checks a request's Signature Version 4 as S3 does: the key id must be the known one, the body
 * must hash to x-amz-content-sha256, and the signature must match one made with the secret.
 */
export function verifySignature(req: IncomingMessage, url: URL, body: Buffer, keys: Credentials) {
  const auth = req.headers.authorization ?? '';
  if (!auth) throw new S3Error(403, 'AccessDenied', 'Access Denied');
  const parts = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(auth);
  if (!parts) throw new S3Error(400, 'InvalidRequest', 'Please use AWS4-HMAC-SHA256.');
  const [, credential = '', signedHeaders = '', signature = ''] = parts;
  const [keyId, ...scope] = credential.split('/');
  if (keyId !== keys.accessKeyId) {
    throw new S3Error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.', {
      AWSAccessKeyId: keyId ?? '',
    });
  }
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (!payloadHash)
    throw new S3Error(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
  if (payloadHash.startsWith('STREAMING-')) {
    // aws-chunked bodies: the SDK sends them only for streams, and the adapter never passes one.
    throw new S3Error(501, 'NotImplemented', 'The fake does not decode aws-chunked bodies.');
  }
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) {
    throw new S3Error(
      400,
      'XAmzContentSHA256Mismatch',
      "The provided 'x-amz-content-sha256' header does not match what was computed.",
    );
  }
  const query = [...url.searchParams]
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)])
    .sort(([a = '', x = ''], [b = '', y = '']) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headerLines = signedHeaders
    .split(';')
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  // S3 signs the path as sent (each segment escaped once), unlike other services.
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const canonical = [req.method, path, query, headerLines, signedHeaders, payloadHash].join('\n');
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope.join('/'), sha256Hex(canonical)].join('\n');
  const key = scope.slice(0, 3).reduce<string | Buffer>((k, part) => hmac(k, part), `AWS4${keys.secretAccessKey}`);
  if (createHmac('sha256', hmac(key, 'aws4_request')).update(toSign).digest('hex') !== signature) {
    throw new S3Error(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    );
  }
}

/** S3 refuses a body whose Content-MD5 or x-amz-checksum-crc32 does not match it. */
export function verifyChecksums(req: IncomingMessage, body: Buffer) {
  const md5 = req.headers['content-md5'];
  if (md5 && md5 !== createHash('md5').update(body).digest('base64')) {
    throw new S3Error(400, 'BadDigest', 'The Content-MD5 you specified did not match what we received.');
  }
  const crc = req.headers['x-amz-checksum-crc32'];
  if (crc && crc !== crc32Base64(body)) {
    throw new S3Error(400, 'BadDigest', 'The CRC32 you specified did not match the calculated checksum.');
  }
  for (const name of Object.keys(req.headers)) {
    if (name.startsWith('x-amz-checksum-') && name !== 'x-amz-checksum-crc32' && name !== 'x-amz-checksum-mode') {
      throw new S3Error(501, 'NotImplemented', `The fake does not check ${name}.`);
    }
  }
}
