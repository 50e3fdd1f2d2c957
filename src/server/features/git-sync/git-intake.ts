import { normalizeProjectPath } from '../../../shared/file-edits/paths';
import { gitTexts } from '../../../shared/git-sync';
import type { MemoryRepo } from '../../vendors/git/memory-repo';

// What is read of a remote commit: sizes come from the objects' headers, and a file is inflated
// only once its path, its size and the import's budget allow it. A few kilobytes of a stranger's
// repository can name one huge blob thousands of times.

export const importLimits = {
  /** A file larger than this stays out (the bundler and the editor load whole files). */
  fileBytes: 2 * 1024 * 1024,
  /** Uncompressed bytes one commit may bring in, each path counted even when paths share a blob. */
  totalBytes: 50 * 1024 * 1024,
  /** Files (and links, submodules) looked at in one commit. */
  files: 5_000,
  /** One folder's own listing: about 20,000 entries. */
  folderBytes: 1024 * 1024,
};

export type Refusal = { path: string; reason: string };

/** A commit's files that may come in, and every one left out with its reason. */
export interface IncomingTree {
  files: Map<string, Uint8Array>;
  refused: Refusal[];
}

const reasons = gitTexts.refusedReasons;

/** Git's own folder, as git itself spots it (any case, trailing dots or spaces, 8.3 short name). */
const isGitFolder = (segment: string) => {
  const name = segment.toLowerCase().replace(/[. ]+$/, '');
  return name === '.git' || /^git~\d$/.test(name);
};

/** Whether a remote path may be a project file: relative, no `..`, nothing inside a `.git` folder. */
export const admissiblePath = (path: string) =>
  normalizeProjectPath(path) === path && !path.split('/').some(isGitFolder);

/** Reads the files of `commit` that may come in, under importLimits. */
export async function readIncomingTree(repo: MemoryRepo, commit: string): Promise<IncomingTree> {
  const tree: IncomingTree = { files: new Map(), refused: [] };
  const refuse = (path: string, reason: string) => void tree.refused.push({ path, reason });
  let budget = importLimits.totalBytes;
  let seen = 0;
  // A blob named twice is inflated once; the budget still counts it twice (each path is a file).
  const read = new Map<string, Promise<Uint8Array | null>>();

  async function admitFile(path: string, oid: string) {
    const size = repo.objectSize(oid);
    if (size === null) return refuse(path, reasons.unreadable);
    if (size > importLimits.fileBytes) return refuse(path, reasons.tooLarge);
    if (size > budget) return refuse(path, reasons.overBudget);
    budget -= size;
    if (!read.has(oid))
      read.set(
        oid,
        repo.readBlob(oid).catch(() => null),
      );
    const bytes = await read.get(oid);
    if (bytes?.byteLength === size) tree.files.set(path, bytes);
    else refuse(path, reasons.unreadable);
  }

  /** Why a folder's listing is not read, or null when it may be. */
  const folderProblem = (oid: string) => {
    const size = repo.objectSize(oid);
    if (size === null) return reasons.unreadable;
    return size > importLimits.folderBytes ? reasons.tooLarge : null;
  };

  /** Walks a folder; false once the file count is reached (nothing after is looked at). */
  async function walk(oid: string, prefix: string): Promise<boolean> {
    const problem = folderProblem(oid);
    const entries = problem ? null : await repo.treeEntries(oid).catch(() => null);
    if (!entries) {
      refuse(prefix || '/', problem ?? reasons.unreadable);
      return true;
    }
    for (const entry of entries) {
      const path = `${prefix}${entry.name ?? '\uFFFD'}`;
      if (entry.kind === 'folder') {
        if (entry.name === null) refuse(`${path}/`, reasons.path);
        else if (!(await walk(entry.oid, `${path}/`))) return false;
      } else if (++seen > importLimits.files) {
        refuse(path, reasons.tooMany);
        return false;
      } else if (entry.kind !== 'file' || entry.name === null || !admissiblePath(path)) refuse(path, reasons.path);
      else await admitFile(path, entry.oid);
    }
    return true;
  }

  await walk(await repo.treeOf(commit), '');
  return tree;
}
