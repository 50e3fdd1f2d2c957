import type { RawTreeEntry } from './memory-repo';

// A Git tree object's entries ("<mode> <name>\0<20-byte oid>", repeated), parsed without judging
// the names: which of them a project may hold is the caller's rule, applied file by file.

const utf8 = new TextDecoder('utf-8', { fatal: true });

const kindOf = (mode: string): RawTreeEntry['kind'] => {
  if (mode === '40000' || mode === '040000') return 'folder';
  if (mode === '100644' || mode === '100755' || mode === '100664') return 'file';
  if (mode === '120000') return 'link';
  if (mode === '160000') return 'submodule';
  return 'other';
};

export function parseTree(bytes: Uint8Array): RawTreeEntry[] {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries: RawTreeEntry[] = [];
  let at = 0;
  while (at < buffer.byteLength) {
    const space = buffer.indexOf(0x20, at);
    const nul = buffer.indexOf(0, space + 1);
    if (space < 0 || nul < 0 || nul + 21 > buffer.byteLength) throw new Error('A folder in the commit is malformed.');
    const kind = kindOf(buffer.toString('latin1', at, space));
    let name: string | null;
    try {
      name = utf8.decode(buffer.subarray(space + 1, nul));
    } catch {
      name = null;
    }
    entries.push({ name, oid: buffer.toString('hex', nul + 1, nul + 21), kind });
    at = nul + 21;
  }
  return entries;
}
