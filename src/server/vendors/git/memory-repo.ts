import git, { type HttpClient, type TreeEntry } from 'isomorphic-git';
import { createFsFromVolume, Volume } from 'memfs';
import { GitRemoteError } from './git-http';
import { ObjectSizes } from './object-size';
import { packCheckingFs } from './pack-check';
import { parseTree } from './tree-entries';

export interface RemoteAccess {
  url: string;
  /** Most hosts take any name with a token as the password. */
  username?: string | null;
  token: string;
  http: HttpClient;
}

export interface GitAuthor {
  name: string;
  email: string;
  /** Seconds since the epoch. */
  timestamp?: number;
}

export interface CommitInfo {
  oid: string;
  message: string;
  parents: string[];
}

/** A tree entry as stored; `name` is null when it is not UTF-8. */
export interface RawTreeEntry {
  name: string | null;
  oid: string;
  kind: 'file' | 'folder' | 'link' | 'submodule' | 'other';
}

const dir = '/repo';
const pushRef = 'refs/heads/shipwright-push';

/**
 * One remote branch, fetched into memory for one sync and then thrown away: nothing of a
 * stranger's repository touches the server's disk, and no git binary is needed (ADR 0030).
 */
export class MemoryRepo {
  private readonly volume = createFsFromVolume(new Volume());
  private readonly sizes = new ObjectSizes(this.volume, `${dir}/.git`);
  /** What isomorphic-git works on: the volume, with each fetched pack checked before it is indexed. */
  private readonly fs = packCheckingFs(this.volume);
  /** isomorphic-git's cache: each pack is loaded once per sync rather than once per object. */
  private readonly cache = {};
  private constructor(private readonly remote: RemoteAccess) {}

  static async open(remote: RemoteAccess) {
    const repo = new MemoryRepo(remote);
    await git.init({ fs: repo.fs, dir, defaultBranch: 'main' });
    // fetch files what it brings under the remote's refspec: one must be configured.
    await git.addRemote({ fs: repo.fs, dir, remote: 'origin', url: remote.url });
    return repo;
  }

  private get access() {
    const { http, url, username, token } = this.remote;
    return {
      http,
      url,
      onAuth: () => ({ username: username || 'x-access-token', password: token }),
      // Asked again after a refusal: give up rather than loop.
      onAuthFailure: () => ({ cancel: true as const }),
    };
  }

  /** The branch's commit on the remote, or null when the branch does not exist (yet). */
  async remoteHead(branch: string): Promise<string | null> {
    const refs = await wrap(git.listServerRefs({ ...this.access, prefix: `refs/heads/${branch}` }));
    return refs.find((r) => r.ref === `refs/heads/${branch}`)?.oid ?? null;
  }

  /** Fetches the branch's last `depth` commits; answers its head, or null when it has none. */
  async fetch(branch: string, depth: number): Promise<string | null> {
    if (!(await this.remoteHead(branch))) return null;
    const result = await wrap(
      git.fetch({ fs: this.fs, dir, ...this.access, ref: branch, singleBranch: true, depth, tags: false }),
    );
    return result.fetchHead;
  }

  async commitInfo(oid: string): Promise<CommitInfo> {
    const { commit } = await git.readCommit({ fs: this.fs, dir, oid, cache: this.cache });
    return { oid, message: commit.message.trim(), parents: commit.parent };
  }

  /**
   * The commits after `since` up to `head`, oldest first, along first parents; null when `since`
   * is not among the fetched ones (history rewritten by a force-push, or too long ago).
   */
  async commitsSince(head: string, since: string | null): Promise<CommitInfo[] | null> {
    const found: CommitInfo[] = [];
    let oid: string | undefined = head;
    while (oid && oid !== since) {
      const info: CommitInfo | null = await this.commitInfo(oid).catch(() => null);
      if (!info) return null;
      found.push(info);
      oid = info.parents[0];
    }
    if (oid !== since) return null;
    return found.reverse();
  }

  /** The tree a commit points at. */
  async treeOf(commit: string): Promise<string> {
    return (await git.readCommit({ fs: this.fs, dir, oid: commit, cache: this.cache })).commit.tree;
  }

  /**
   * One folder's entries, read as they are: unlike isomorphic-git's readTree, a name like `.git`
   * or `..` does not fail the whole tree, so the caller can leave out just those files.
   */
  async treeEntries(oid: string): Promise<RawTreeEntry[]> {
    const { type, object } = await git.readObject({ fs: this.fs, dir, oid, format: 'content', cache: this.cache });
    if (type !== 'tree') throw new GitRemoteError('unreachable', `${oid} is not a folder.`);
    return parseTree(object as Uint8Array);
  }

  /** An object's uncompressed size from its header, without inflating it; null when unreadable. */
  objectSize(oid: string): number | null {
    return this.sizes.sizeOf(oid);
  }

  /** A file's bytes: call only after objectSize said they fit. */
  async readBlob(oid: string): Promise<Uint8Array> {
    return (await git.readBlob({ fs: this.fs, dir, oid, cache: this.cache })).blob;
  }

  /** Writes a commit whose tree is exactly `files`. */
  async commit(files: ReadonlyMap<string, Uint8Array>, parents: string[], message: string, author: GitAuthor) {
    const tree = await this.writeTree(files);
    const who = {
      name: author.name,
      email: author.email,
      timestamp: author.timestamp ?? Math.floor(Date.now() / 1000),
      timezoneOffset: 0,
    };
    return git.writeCommit({
      fs: this.fs,
      dir,
      commit: { message, tree, parent: parents, author: who, committer: who },
    });
  }

  private async writeTree(files: ReadonlyMap<string, Uint8Array>, prefix = ''): Promise<string> {
    const entries: TreeEntry[] = [];
    const folders = new Set<string>();
    for (const [path, bytes] of files) {
      if (!path.startsWith(prefix)) continue;
      const rest = path.slice(prefix.length);
      const slash = rest.indexOf('/');
      if (slash >= 0) folders.add(rest.slice(0, slash));
      else
        entries.push({
          mode: '100644',
          path: rest,
          type: 'blob',
          oid: await git.writeBlob({ fs: this.fs, dir, blob: bytes }),
        });
    }
    for (const folder of folders)
      entries.push({
        mode: '040000',
        path: folder,
        type: 'tree',
        oid: await this.writeTree(files, `${prefix}${folder}/`),
      });
    return git.writeTree({ fs: this.fs, dir, tree: entries });
  }

  /** Sets the remote `branch` to `commit`; without `force`, only if that moves it forward. */
  async push(commit: string, branch: string, force = false) {
    await git.writeRef({ fs: this.fs, dir, ref: pushRef, value: commit, force: true });
    const result = await wrap(
      git.push({ fs: this.fs, dir, ...this.access, ref: pushRef, remoteRef: `refs/heads/${branch}`, force }),
    );
    const refused = Object.values(result.refs ?? {}).find((r) => !r.ok);
    if (!result.ok || refused)
      throw new GitRemoteError(
        'rejected',
        `the remote refused the push: ${refused?.error ?? result.error ?? 'unknown'}`,
      );
  }
}

/** isomorphic-git's errors, as what they mean to a user. */
async function wrap<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof GitRemoteError) throw error;
    const e = error as { code?: string; data?: { statusCode?: number; reason?: string }; message?: string };
    const status = e.data?.statusCode;
    if (status === 401 || status === 403 || e.code === 'UserCanceledError')
      throw new GitRemoteError('unauthorized', 'the remote refused the token.');
    if (status === 404) throw new GitRemoteError('not_found', 'the remote has no repository at that address.');
    if (e.code === 'PushRejectedError') throw new GitRemoteError('rejected', 'the remote branch moved on.');
    if (e.code === 'SmartHttpError' || e.code === 'HttpError' || e.code === 'ParseError')
      throw new GitRemoteError('unreachable', `it does not answer as a Git server (${e.message ?? e.code}).`);
    throw error;
  }
}
