import { constants, inflateSync } from 'node:zlib';
import type { IFs } from 'memfs';

// A Git object's uncompressed size, read from its header without inflating the object: a few
// kilobytes of a stranger's repository can inflate to gigabytes, so sizes are known first.

/** Compressed bytes tried before giving up on reaching a header (git's own headers need far fewer). */
const headerInputSteps = [64, 512, 2048];
const idxMagic = 0xff744f63;

/**
 * The first bytes an object's zlib stream inflates to, never much more: at most ~1 kB of
 * output per compressed byte read. Null when its header is not among them.
 */
function inflatePrefix(compressed: Uint8Array, parse: (out: Buffer) => number | null): number | null {
  for (const take of headerInputSteps) {
    try {
      const out = inflateSync(compressed.subarray(0, take), { finishFlush: constants.Z_SYNC_FLUSH });
      const found = parse(out);
      if (found !== null) return found;
    } catch {
      return null;
    }
    if (take >= compressed.byteLength) return null;
  }
  return null;
}

/** A little-endian base-128 number (a delta's sizes), or null when cut off. */
function deltaSize(bytes: Buffer, start: number): { value: number; next: number } | null {
  let value = 0;
  let scale = 1;
  for (let i = start; i < bytes.byteLength; i++) {
    const byte = bytes[i] as number;
    value += (byte & 0x7f) * scale;
    scale *= 128;
    if (!(byte & 0x80)) return { value, next: i + 1 };
  }
  return null;
}

/** A delta's result size: its second number (the first is its base's size). */
export function deltaResultSize(out: Buffer) {
  const base = deltaSize(out, 0);
  return base ? (deltaSize(out, base.next)?.value ?? null) : null;
}

/** A loose object's "<type> <size>\0" header. */
function looseSize(out: Buffer) {
  const nul = out.indexOf(0);
  if (nul < 0) return null;
  const size = Number(/^[a-z]+ (\d+)$/.exec(out.toString('latin1', 0, nul))?.[1]);
  return Number.isSafeInteger(size) ? size : null;
}

/** A pack entry's header: its stated size (a delta's own size for a delta) and where its zlib data starts. */
export function packEntryHeader(pack: Buffer, offset: number) {
  let at = offset;
  let byte = pack[at++] ?? 0;
  const type = (byte >> 4) & 7;
  let size = byte & 15;
  let scale = 16;
  while (byte & 0x80) {
    byte = pack[at++] ?? 0;
    size += (byte & 0x7f) * scale;
    scale *= 128;
  }
  if (type === 6) while ((pack[at++] ?? 0) & 0x80); // the base's distance back
  if (type === 7) at += 20; // the base's oid
  return { type, size, start: at, delta: type === 6 || type === 7 };
}

/** The size at a pack entry: stated in its header, or for a delta in the delta's own header. */
function packedSize(entry: Buffer): number | null {
  const { type, size, start, delta } = packEntryHeader(entry, 0);
  if (delta) return inflatePrefix(entry.subarray(start), deltaResultSize);
  return type >= 1 && type <= 4 ? size : null;
}

interface PackIndex {
  pack: string;
  idx: Buffer;
  count: number;
}

/** The object's offset in the pack, by binary search within its first byte's range (idx v2). */
function offsetIn({ idx, count }: PackIndex, oid: string): number | null {
  const want = Buffer.from(oid, 'hex');
  const first = want[0] as number;
  let low = first === 0 ? 0 : idx.readUInt32BE(8 + 4 * (first - 1));
  let high = idx.readUInt32BE(8 + 4 * first);
  while (low < high) {
    const mid = (low + high) >>> 1;
    const order = idx.compare(want, 0, 20, 1032 + 20 * mid, 1052 + 20 * mid);
    if (order === 0) {
      const small = idx.readUInt32BE(1032 + 24 * count + 4 * mid);
      if (!(small & 0x80000000)) return small;
      return Number(idx.readBigUInt64BE(1032 + 28 * count + 8 * (small & 0x7fffffff)));
    }
    // compare() orders the index's oid against the wanted one: below it, look higher.
    if (order < 0) low = mid + 1;
    else high = mid;
  }
  return null;
}

/** Object sizes in one in-memory repository (its packs' indexes are read once each). */
export class ObjectSizes {
  private readonly indexes = new Map<string, PackIndex | null>();

  constructor(
    private readonly fs: IFs,
    private readonly gitdir: string,
  ) {}

  /** The object's uncompressed size, or null when it is absent or its header cannot be read. */
  sizeOf(oid: string): number | null {
    if (!/^[0-9a-f]{40}$/.test(oid)) return null;
    const loose = this.readAt(`${this.gitdir}/objects/${oid.slice(0, 2)}/${oid.slice(2)}`, 0);
    if (loose) return inflatePrefix(loose, looseSize);
    for (const index of this.packIndexes()) {
      const offset = offsetIn(index, oid);
      if (offset !== null) {
        const entry = this.readAt(index.pack, offset);
        return entry ? packedSize(entry) : null;
      }
    }
    return null;
  }

  private packIndexes(): PackIndex[] {
    const dir = `${this.gitdir}/objects/pack`;
    const names = this.fs.existsSync(dir) ? (this.fs.readdirSync(dir) as string[]) : [];
    for (const name of names.filter((n) => n.endsWith('.idx') && !this.indexes.has(n))) {
      const idx = this.fs.readFileSync(`${dir}/${name}`) as Buffer;
      const valid = idx.byteLength >= 1032 && idx.readUInt32BE(0) === idxMagic && idx.readUInt32BE(4) === 2;
      this.indexes.set(
        name,
        valid ? { pack: `${dir}/${name.replace(/\.idx$/, '.pack')}`, idx, count: idx.readUInt32BE(1028) } : null,
      );
    }
    return [...this.indexes.values()].filter((i): i is PackIndex => i !== null);
  }

  /** A few kilobytes of a file from `position`, enough for any header; null when absent. */
  private readAt(path: string, position: number): Buffer | null {
    if (!this.fs.existsSync(path)) return null;
    const fd = this.fs.openSync(path, 'r');
    try {
      const bytes = Buffer.alloc(64 + (headerInputSteps.at(-1) as number));
      const read = this.fs.readSync(fd, bytes, 0, bytes.byteLength, position);
      return bytes.subarray(0, read);
    } finally {
      this.fs.closeSync(fd);
    }
  }
}
