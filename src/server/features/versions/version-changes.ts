import { asc, eq, inArray } from 'drizzle-orm';
import { type FileChange, lineChanges } from '../../../shared/version-changes';
import type { Database } from '../../db/client';
import { fileBlobs, projectVersionFiles, projectVersions } from '../../db/schema';

/** A version's files: path → content hash. */
export type Snapshot = ReadonlyMap<string, string>;

/** What changed from one snapshot to the next, before line counts: a file the same hash moved is a rename. */
export function changedPaths(before: Snapshot, after: Snapshot) {
  const changes: Array<{
    path: string;
    from?: string;
    status: FileChange['status'];
    old: string | null;
    new: string | null;
  }> = [];
  const removed = [...before].filter(([path]) => !after.has(path));
  for (const [path, hash] of after) {
    const old = before.get(path);
    if (old === hash) continue;
    if (old !== undefined) {
      changes.push({ path, status: 'modified', old, new: hash });
      continue;
    }
    const moved = removed.findIndex(([, h]) => h === hash);
    if (moved >= 0) {
      const [from] = removed.splice(moved, 1)[0] as [string, string];
      changes.push({ path, from, status: 'renamed', old: hash, new: hash });
    } else changes.push({ path, status: 'added', old: null, new: hash });
  }
  for (const [path, hash] of removed) changes.push({ path, status: 'removed', old: hash, new: null });
  return changes.sort((a, b) => a.path.localeCompare(b.path));
}

// Two contents always differ by the same lines: counts are kept by their hashes, for every project.
const countCache = new Map<string, { added: number; removed: number }>();
const cacheSize = 20_000;
const pairKey = (old: string | null, next: string | null) => `${old ?? ''}:${next ?? ''}`;

async function contentsOf(db: Database, hashes: string[]) {
  const contents = new Map<string, string>();
  for (let start = 0; start < hashes.length; start += 500) {
    const rows = await db
      .select({ hash: fileBlobs.hash, content: fileBlobs.content })
      .from(fileBlobs)
      .where(inArray(fileBlobs.hash, hashes.slice(start, start + 500)));
    for (const row of rows) contents.set(row.hash, row.content);
  }
  return contents;
}

/** Line counts for changes, reading only the contents no earlier listing has counted. */
async function counted(db: Database, changes: ReturnType<typeof changedPaths>) {
  const missing = changes.filter((c) => !countCache.has(pairKey(c.old, c.new)));
  const hashes = [...new Set(missing.flatMap((c) => [c.old, c.new]).filter((h): h is string => h !== null))];
  const contents = hashes.length ? await contentsOf(db, hashes) : new Map<string, string>();
  for (const c of missing) {
    const text = (hash: string | null) => (hash === null ? '' : (contents.get(hash) ?? ''));
    if (countCache.size >= cacheSize) countCache.delete(countCache.keys().next().value as string);
    countCache.set(pairKey(c.old, c.new), lineChanges(text(c.old), text(c.new)));
  }
  return changes.map(({ path, from, status, old, new: next }): FileChange => {
    const lines = countCache.get(pairKey(old, next)) ?? { added: 0, removed: 0 };
    return { path, ...(from ? { from } : {}), status, ...lines };
  });
}

/** Every version's files, oldest version first. */
export async function projectSnapshots(db: Database, projectId: string) {
  const rows = await db
    .select({ versionId: projectVersions.id, path: projectVersionFiles.filePath, hash: projectVersionFiles.blobHash })
    .from(projectVersions)
    .leftJoin(projectVersionFiles, eq(projectVersionFiles.versionId, projectVersions.id))
    .where(eq(projectVersions.projectId, projectId))
    .orderBy(asc(projectVersions.number));
  const snapshots = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const files = snapshots.get(row.versionId) ?? new Map<string, string>();
    if (row.path && row.hash) files.set(row.path, row.hash);
    snapshots.set(row.versionId, files);
  }
  return snapshots;
}

/** Per version id, the files it changed against the version before it, with their line counts. */
export async function changesByVersion(db: Database, projectId: string) {
  const snapshots = await projectSnapshots(db, projectId);
  const pending: Array<[string, ReturnType<typeof changedPaths>]> = [];
  let previous: Snapshot = new Map();
  for (const [versionId, files] of snapshots) {
    pending.push([versionId, changedPaths(previous, files)]);
    previous = files;
  }
  const all = await counted(
    db,
    pending.flatMap(([, changes]) => changes),
  );
  const result = new Map<string, FileChange[]>();
  let at = 0;
  for (const [versionId, changes] of pending) {
    result.set(versionId, all.slice(at, at + changes.length));
    at += changes.length;
  }
  return result;
}

/** The changes of one version, with both sides' contents, for its diff. */
export async function diffOf(db: Database, before: Snapshot, after: Snapshot) {
  const changes = changedPaths(before, after);
  const withCounts = await counted(db, changes);
  const hashes = [...new Set(changes.flatMap((c) => [c.old, c.new]).filter((h): h is string => h !== null))];
  const contents = await contentsOf(db, hashes);
  return changes.map((c, i) => ({
    ...(withCounts[i] as FileChange),
    before: c.old === null ? null : (contents.get(c.old) ?? ''),
    after: c.new === null ? null : (contents.get(c.new) ?? ''),
  }));
}
