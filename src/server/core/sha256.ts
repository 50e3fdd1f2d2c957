import { createHash } from 'node:crypto';

/** SHA-256 as hex: content addresses (file blobs) and stored digests of one-time tokens. */
export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
