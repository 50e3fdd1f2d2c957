import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import git from 'isomorphic-git';
import { describe, expect, it, vi } from 'vitest';
import { importLimits, readIncomingTree } from '../../src/server/features/git-sync/git-intake';
import { guardedGitHttp } from '../../src/server/vendors/git/git-http';
import { MemoryRepo } from '../../src/server/vendors/git/memory-repo';
import { checkPack } from '../../src/server/vendors/git/pack-check';
import { gitTexts } from '../../src/shared/git-sync';
import { gitSyncWorld } from '../support/git-sync-kit';

// A stranger's repository is a few kilobytes on the wire and whatever it likes once inflated: one
// blob of zeros named many times, names git itself would never check out, text the database
// cannot hold. Written as the person who pushes such a commit to a connected repository.

const { world, projectWith, newRepository } = gitSyncWorld();
const reasons = gitTexts.refusedReasons;
const mb = 1024 * 1024;

/** A blob's id, as git computes it. */
const blobId = (content: Buffer) =>
  createHash('sha1').update(`blob ${content.byteLength}\0`).update(content).digest('hex');

/** A project connected to a new repository, in sync. */
async function connected(files: Record<string, string> = { 'src/App.tsx': 'mine\n' }) {
  const owner = await projectWith(files);
  const repo = await newRepository();
  expect((await owner.connectRemote(repo)).status).toBe(201);
  await owner.settled();
  return { owner, repo };
}

const names = (count: number, folder: string, content: string | Buffer) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`${folder}/${String(i).padStart(2, '0')}.txt`, content]));

/** The repository's head fetched as a sync would, into memory. */
async function fetched(repo: string) {
  const remote = await MemoryRepo.open({
    url: world.git.url(repo),
    token: world.git.token,
    http: guardedGitHttp([world.git.origin]),
  });
  return { remote, head: (await remote.fetch('main', 1)) as string };
}

describe('a Git bomb', () => {
  it('one blob of zeros over the file limit named 50 times is refused by its size, never inflated', async () => {
    const { owner, repo } = await connected();
    const zeros = Buffer.alloc(3 * mb);
    const bomb = blobId(zeros);
    await world.git.commitTree(repo, {
      message: 'Bomb',
      files: { ...names(50, 'bomb', zeros), 'src/App.tsx': 'theirs\n' },
    });
    // isomorphic-git's readBlob is where a file is inflated whole (the server runs in this process).
    const reads = vi.spyOn(git, 'readBlob');
    try {
      const synced = await owner.syncNow();
      expect(synced.state).toBe('synced');
      expect(synced.refused).toHaveLength(50);
      expect(new Set(synced.refused.map((r) => r.reason))).toEqual(new Set([reasons.tooLarge]));
      expect(await owner.files()).toEqual({ 'src/App.tsx': 'theirs\n' });
      expect(reads.mock.calls.map(([args]) => args.oid)).not.toContain(bomb);
    } finally {
      reads.mockRestore();
    }
  });

  it('counts a blob under the file limit once per name against the import’s budget', async () => {
    const { repo } = await connected();
    const almostTwo = 'a'.repeat(importLimits.fileBytes - 1);
    const fits = Math.floor(importLimits.totalBytes / almostTwo.length);
    await world.git.commitTree(repo, { message: 'Many names', files: names(fits + 3, 'many', almostTwo) });

    const { remote, head } = await fetched(repo);
    const reads = vi.spyOn(remote, 'readBlob');
    const incoming = await readIncomingTree(remote, head);
    expect(incoming.files.size).toBe(fits);
    expect(incoming.refused).toEqual(
      Object.keys(names(fits + 3, 'many', ''))
        .slice(fits)
        .map((path) => ({ path, reason: reasons.overBudget })),
    );
    // The shared blob is inflated once, however many names it has.
    expect(reads).toHaveBeenCalledTimes(1);
  });
});

describe('a fetched pack, before isomorphic-git indexes it (inflating every object)', () => {
  /** A pack of one blob: its header's stated size, then its zlib data. */
  const packOf = (header: number[], data: Buffer) =>
    Buffer.concat([Buffer.from('PACK'), Buffer.from([0, 0, 0, 2, 0, 0, 0, 1]), Buffer.from(header), data]);

  it('refuses an object stating 4 GB from its header, and one inflating past what it states', () => {
    // Type 3 (blob), size 2^32 in git's varint: the data behind it is never inflated.
    expect(() => checkPack(packOf([0xb0, 0x80, 0x80, 0x80, 0x10], deflateSync(Buffer.alloc(10))))).toThrow(
      /over 100 MB/,
    );
    expect(() => checkPack(packOf([0x3a], deflateSync(Buffer.alloc(mb))))).toThrow(/does not match its stated size/);
    expect(() => checkPack(packOf([0x3a], deflateSync(Buffer.alloc(10))))).not.toThrow();
  });
});

describe('names and contents git would refuse', () => {
  it('imports the rest of a commit holding .git/ and ../ paths, lists those, and takes the next good commit', async () => {
    const { owner, repo } = await connected();
    await world.git.commitTree(repo, {
      message: 'Climbing out',
      files: {
        '.git/config': '[core]\n\thooksPath = /tmp\n',
        'src/.GIT/hooks/post-checkout': '#!/bin/sh\n',
        '../x': 'outside\n',
        'src/../../y': 'further out\n',
        'nul.txt': 'a\0b',
        'src/App.tsx': 'theirs\n',
        'src/ok.ts': 'export const ok = true;\n',
      },
    });
    const first = await owner.syncNow();
    expect(first).toMatchObject({ state: 'synced', lastError: null });
    expect(Object.fromEntries(first.refused.map((r) => [r.path, r.reason]))).toEqual({
      '.git/config': reasons.path,
      'src/.GIT/hooks/post-checkout': reasons.path,
      '../x': reasons.path,
      'src/../../y': reasons.path,
      'nul.txt': reasons.notText,
    });
    expect(await owner.files()).toEqual({ 'src/App.tsx': 'theirs\n', 'src/ok.ts': 'export const ok = true;\n' });

    // git's own checkout refuses the commit above, so the next one is written the same way.
    const good = await world.git.commitTree(repo, {
      message: 'Good',
      files: { 'src/App.tsx': 'theirs\n', 'src/ok.ts': 'export const ok = 2;\n' },
    });
    const second = await owner.syncNow();
    expect(second).toMatchObject({ state: 'synced', lastSyncedCommit: good, refused: [] });
    expect((await owner.files())['src/ok.ts']).toBe('export const ok = 2;\n');
  });
});
