import { describe, expect, it } from 'vitest';
import { gitSyncWorld } from '../../../../tests/support/git-sync-kit';
import { sendAndWait } from '../../../../tests/support/run-events';

const { world, projectWith, newRepository } = gitSyncWorld();

const text = (files: Map<string, Buffer>) => Object.fromEntries([...files].map(([p, b]) => [p, b.toString('utf8')]));

describe('git sync out', () => {
  it('connects to any remote, sends the current files, then pushes each version as a commit by its author', async () => {
    const owner = await projectWith({
      'src/App.tsx': 'export default () => "v1";\n',
      'index.html': '<div id="root"></div>\n',
    });
    const repo = await newRepository();
    const res = await owner.connectRemote(repo);
    expect(res.status, await res.clone().text()).toBe(201);
    const first = await owner.settled();
    expect(first).toMatchObject({ state: 'synced', provider: 'remote', branch: 'main', lastError: null });
    expect(text(await world.git.files(repo))).toEqual({
      'src/App.tsx': 'export default () => "v1";\n',
      'index.html': '<div id="root"></div>\n',
    });
    expect(first.lastSyncedCommit).toBe(await world.git.head(repo));
    // The version the files came from carries the connecting commit.
    expect(Object.values(first.versions)).toEqual([{ state: 'pushed', commit: first.lastSyncedCommit }]);

    await owner.saveFile('src/App.tsx', 'export default () => "v2";\n');
    await owner.addFile('src/lib/util.ts', 'export const x = 1;\n');
    await owner.renameFile('index.html', 'public/index.html');
    await owner.deleteFile('src/lib/util.ts');
    const after = await owner.settled();
    expect(after.state).toBe('synced');
    expect(text(await world.git.files(repo))).toEqual({
      'src/App.tsx': 'export default () => "v2";\n',
      'public/index.html': '<div id="root"></div>\n',
    });
    const log = await world.git.log(repo);
    // Every version is its own commit, newest first, after the connecting one; none is lost to the
    // one-waiting-sync-per-project rule.
    expect(log.length).toBeGreaterThanOrEqual(2);
    expect(log.at(-1)?.message).toBe('Connect to Shipwright');
    expect(Object.values(after.versions).every((v) => v.state === 'pushed' && v.commit)).toBe(true);
    expect(Object.values(after.versions).map((v) => v.commit)).toContain(log[0]?.sha);
  });

  it('pushes the version an AI reply makes, named after the reply, without waiting for the poll', async () => {
    const owner = await projectWith({});
    const repo = await newRepository();
    await owner.connectRemote(repo);
    await owner.settled();
    const reply = await sendAndWait(owner.browser, owner.id, { content: 'A booking page for a yoga studio' });
    expect(reply.status).toBe(202);
    const synced = await owner.settled();
    const [head] = await world.git.log(repo);
    expect(synced.lastSyncedCommit).toBe(head?.sha);
    expect(head?.message).toMatch(/yoga/i);
    expect((await world.git.files(repo)).has('src/App.tsx')).toBe(true);
  });
});

describe('git sync in', () => {
  it('brings remote commits back as versions: edit, rename, delete and a binary file', async () => {
    const owner = await projectWith({ 'src/App.tsx': 'ours\n', 'src/old.ts': 'old\n', 'src/gone.ts': 'gone\n' });
    const repo = await newRepository();
    await owner.connectRemote(repo);
    await owner.settled();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0xff, 0xfe, 1, 2, 3]);
    await world.git.commit(repo, { message: 'Edit the app', write: { 'src/App.tsx': 'theirs\n' } });
    await world.git.commit(repo, {
      message: 'Move, remove, add a logo',
      rename: [['src/old.ts', 'src/new.ts']],
      remove: ['src/gone.ts'],
      write: { 'public/logo.png': png },
    });
    const synced = await owner.syncNow();
    expect(synced).toMatchObject({ state: 'synced', refused: [], lastSyncedCommit: await world.git.head(repo) });
    const files = await owner.files();
    expect(Object.keys(files).sort()).toEqual(['public/logo.png', 'src/App.tsx', 'src/new.ts']);
    expect(files['src/App.tsx']).toBe('theirs\n');
    expect(files['public/logo.png']).toBe(`data:image/png;base64,${png.toString('base64')}`);
    const versions = (await (await owner.browser.get(`${owner.base()}/versions`)).json()) as {
      versions: Array<{ id: string; summary: string }>;
    };
    expect(versions.versions.slice(0, 2).map((v) => v.summary)).toEqual([
      'From Git: Move, remove, add a logo',
      'From Git: Edit the app',
    ]);
    expect(synced.versions[versions.versions[0]?.id as string]).toMatchObject({ state: 'imported' });
    // The history lists versions under the conversation's replies: each import says what it was.
    const { messages } = (await (await owner.browser.get(`${owner.base()}/messages`)).json()) as {
      messages: Array<{ role: string; content: string }>;
    };
    expect(messages.filter((m) => m.role === 'assistant').map((m) => m.content.split(' (')[0])).toEqual([
      '**From Git:** Edit the app',
      '**From Git:** Move, remove, add a logo',
    ]);

    // The binary file goes back out byte for byte with the next version.
    await owner.addFile('README.md', '# Site\n');
    await owner.settled();
    const remote = await world.git.files(repo);
    expect(remote.get('public/logo.png')?.equals(png)).toBe(true);
    expect(remote.get('README.md')?.toString()).toBe('# Site\n');
  });

  it('takes a force-pushed history as one version of its head', async () => {
    const owner = await projectWith({ 'a.txt': 'a\n' });
    const repo = await newRepository();
    await owner.connectRemote(repo);
    await owner.settled();
    await world.git.commit(repo, { message: 'Rewrite everything', force: true, write: { 'b.txt': 'b\n' } });
    const synced = await owner.syncNow();
    expect(synced.state).toBe('synced');
    expect(await owner.files()).toEqual({ 'a.txt': 'a\n', 'b.txt': 'b\n' });
    expect(synced.lastSyncedCommit).toBe(await world.git.head(repo));
  });
});

describe('git sync conflicts', () => {
  async function conflicted() {
    const owner = await projectWith({ 'src/App.tsx': 'base\n' });
    const repo = await newRepository();
    await owner.connectRemote(repo);
    await owner.settled();
    await world.git.commit(repo, { message: 'Their change', write: { 'src/App.tsx': 'theirs\n' } });
    await owner.saveFile('src/App.tsx', 'ours\n');
    const state = await owner.settled();
    expect(state.state).toBe('conflict');
    return { owner, repo, state };
  }

  it('puts our side on shipwright/<n> and shows both; "take theirs" makes theirs the project', async () => {
    const { owner, repo, state } = await conflicted();
    expect(state.conflict?.branch).toMatch(/^shipwright\/\d+$/);
    expect(state.conflict?.theirs.message).toBe('Their change');
    expect(await world.git.branches(repo)).toContain(state.conflict?.branch);
    expect(text(await world.git.files(repo, state.conflict?.branch))).toEqual({ 'src/App.tsx': 'ours\n' });
    expect(text(await world.git.files(repo))).toEqual({ 'src/App.tsx': 'theirs\n' });
    const diff = await (await owner.browser.get(`${owner.base()}/git/conflict`)).json();
    expect(diff.files).toEqual([{ path: 'src/App.tsx', ours: 'ours\n', theirs: 'theirs\n', binary: false }]);

    const res = await owner.browser.post(`${owner.base()}/git/resolve`, { choice: 'theirs' });
    expect(res.status, await res.clone().text()).toBe(200);
    const resolved = await owner.settled();
    expect(resolved).toMatchObject({ state: 'synced', conflict: null });
    expect(await owner.files()).toEqual({ 'src/App.tsx': 'theirs\n' });
  });

  it('"keep ours and force" overwrites the branch and keeps their head on a branch of its own', async () => {
    const { owner, repo, state } = await conflicted();
    const theirs = await world.git.head(repo);
    const res = await owner.browser.post(`${owner.base()}/git/resolve`, { choice: 'ours' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await owner.settled()).state).toBe('synced');
    expect(text(await world.git.files(repo))).toEqual({ 'src/App.tsx': 'ours\n' });
    expect(await world.git.head(repo, `${state.conflict?.branch}-theirs`)).toBe(theirs);
  });

  it('"merged by hand" pushes the project as a merge of both sides', async () => {
    const { owner, repo } = await conflicted();
    await owner.saveFile('src/App.tsx', 'ours and theirs\n');
    const res = await owner.browser.post(`${owner.base()}/git/resolve`, { choice: 'merged' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await owner.settled()).state).toBe('synced');
    const [merge] = await world.git.log(repo);
    expect(merge?.parents).toHaveLength(2);
    expect(text(await world.git.files(repo))).toEqual({ 'src/App.tsx': 'ours and theirs\n' });
  });
});

describe('git sync with GitHub', () => {
  it('creates the repository, registers a signed push webhook, and a push comes back through it', async () => {
    const owner = await projectWith({ 'src/App.tsx': 'hello\n' });
    const { github, git } = world;
    const res = await owner.connectGithub('synced-site');
    expect(res.status, await res.clone().text()).toBe(201);
    const connected = await owner.settled();
    expect(connected).toMatchObject({ provider: 'github', state: 'synced', branch: 'main' });
    expect(text(await git.files('synced-site'))).toEqual({ 'src/App.tsx': 'hello\n' });
    const [hook] = github.hooks('synced-site');
    expect(hook?.config.url).toMatch(/\/api\/webhooks\/github\/[0-9a-f-]{36}$/);

    const sha = await git.commit('synced-site', {
      message: 'Edited on GitHub',
      write: { 'src/App.tsx': 'from github\n' },
    });
    const [delivery] = await github.deliverPush('synced-site', { ref: 'refs/heads/main', after: sha });
    expect(delivery?.status).toBe(202);
    // The webhook only starts the sync: wait for it to land.
    const until = Date.now() + 20_000;
    while ((await owner.files())['src/App.tsx'] !== 'from github\n' && Date.now() < until)
      await new Promise((r) => setTimeout(r, 100));
    expect((await owner.files())['src/App.tsx']).toBe('from github\n');

    const gone = await owner.browser.delete(`${owner.base()}/git`);
    expect(gone.status).toBe(200);
    expect(github.hooks('synced-site')).toEqual([]);
    expect((await owner.status()).connection).toBeNull();
    expect(text(await git.files('synced-site'))).toEqual({ 'src/App.tsx': 'from github\n' });
  });
});
