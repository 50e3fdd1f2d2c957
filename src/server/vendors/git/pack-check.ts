import { inflateSync } from 'node:zlib';
import type { IFs } from 'memfs';
import { GitRemoteError } from './git-http';
import { deltaResultSize, packEntryHeader } from './object-size';

// isomorphic-git indexes a fetched pack by inflating every object in it, whole. A pack is at most
// 200 MB (git-http.ts), but an object stating gigabytes in its header inflates to them. So the
// headers are checked first, and each object is inflated no further than it says.

export const packLimits = {
  /** What GitHub takes as one file; a project file is far smaller (2 MB). */
  objectBytes: 100 * 1024 * 1024,
  /** All objects of one fetch, inflated. */
  totalBytes: 1024 * 1024 * 1024,
};

const tooLarge = (what: string) => new GitRemoteError('too_large', `the repository holds ${what}.`);

/** Throws unless every object of the pack stays within packLimits and inflates to its stated size. */
export function checkPack(data: Uint8Array) {
  const pack = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (pack.byteLength < 12 || pack.toString('latin1', 0, 4) !== 'PACK') return; // isomorphic-git says why
  let at = 12;
  let total = 0;
  for (let left = pack.readUInt32BE(8); left > 0; left--) {
    const { size, start, delta } = packEntryHeader(pack, at);
    total += size;
    if (size > packLimits.objectBytes) throw tooLarge('an object over 100 MB');
    if (total > packLimits.totalBytes) throw tooLarge('more than 1 GB of objects within the fetched history');
    let inflated: { buffer: Buffer; engine: { bytesWritten: number } };
    try {
      inflated = inflateSync(pack.subarray(start), { info: true, maxOutputLength: Math.max(size, 1) }) as never;
    } catch {
      throw new GitRemoteError('unreachable', 'it sent an object that does not match its stated size.');
    }
    if (delta) {
      const result = deltaResultSize(inflated.buffer) ?? 0;
      total += result;
      if (result > packLimits.objectBytes) throw tooLarge('an object over 100 MB');
    }
    at = start + inflated.engine.bytesWritten;
  }
}

/** memfs for isomorphic-git, checking each pack before it is written (and then indexed). */
export function packCheckingFs(fs: IFs) {
  const promises = Object.create(fs.promises, {
    writeFile: {
      value: (path: string, data: Uint8Array, options?: unknown) => {
        if (String(path).endsWith('.pack')) checkPack(data);
        return fs.promises.writeFile(path, data, options as never);
      },
    },
  });
  return { promises };
}
