import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gitConnections } from '../../src/server/db/schema';
import { gitTexts } from '../../src/shared/git-sync';
import { signedInBrowser } from '../support/auth-session';
import { gitSyncWorld } from '../support/git-sync-kit';

// Git sync reaches addresses a user typed with tokens a user gave, and takes files a stranger may
// have pushed. Written as that stranger, and as a user who is not the project's.

const { world, projectWith, newRepository } = gitSyncWorld();
const reasons = gitTexts.refusedReasons;

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe('connecting', () => {
  it('refuses a wrong token before saving anything, and never returns, stores or logs a token in clear', async () => {
    const owner = await projectWith({ 'a.txt': 'a\n' });
    const repo = await newRepository();
    const wrong = await owner.connectRemote(repo, { token: 'not-the-token-0000' });
    expect(wrong.status).toBe(422);
    expect((await errorOf(wrong)).message).toBe(gitTexts.badToken);
    expect((await owner.status()).connection).toBeNull();

    const res = await owner.connectRemote(repo);
    expect(res.status).toBe(201);
    const body = await res.text();
    expect(body).not.toContain(world.git.token);
    expect((await owner.settled()).tokenHint).toBe(`••••••••${world.git.token.slice(-4)}`);
    const [row] = await world.server.deps.db
      .select()
      .from(gitConnections)
      .where(eq(gitConnections.projectId, owner.id));
    expect(JSON.stringify(row)).not.toContain(world.git.token);
    expect(JSON.stringify(world.server.logs)).not.toContain(world.git.token);
  });

  it('reaches only public https addresses unless the operator trusts the origin; credentials stay out of URLs', async () => {
    const owner = await projectWith({ 'a.txt': 'a\n' });
    const port = new URL(world.git.origin).port;
    const cases: Array<[string, number, RegExp]> = [
      // The same Git server under another loopback name: not the trusted origin.
      [`http://localhost:${port}/git/x.git`, 422, /is not on https/],
      ['https://127.0.0.1/git/x.git', 422, /private address/],
      ['https://169.254.169.254/latest/meta-data', 422, /private address/],
      ['https://[::1]/x.git', 422, /private address/],
      ['https://10.0.0.8/x.git', 422, /private address/],
      ['file:///etc/passwd', 400, /https:\/\//],
      [`http://git-user:secret@127.0.0.1:${port}/git/x.git`, 400, /token field/],
    ];
    for (const [url, status, message] of cases) {
      const res = await owner.browser.post(`${owner.base()}/git`, { kind: 'remote', url, token: 'token' });
      expect(res.status, url).toBe(status);
      expect((await errorOf(res)).message, url).toMatch(message);
    }
    expect((await owner.status()).connection).toBeNull();
  });

  it('is for Pro and Team plans, and for the project’s editors only', async () => {
    const { browser } = await signedInBrowser(world.server);
    const free = (await (await browser.post('/api/projects', { prompt: 'Free' })).json()) as { id: string };
    const res = await browser.post(`/api/projects/${free.id}/git`, {
      kind: 'remote',
      url: world.git.url('x'),
      token: 't',
    });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe(gitTexts.planRequired);

    const owner = await projectWith({ 'a.txt': 'a\n' });
    await owner.connectRemote(await newRepository());
    for (const [method, path] of [
      ['GET', '/git'],
      ['POST', '/git/sync'],
      ['GET', '/git/conflict'],
      ['DELETE', '/git'],
    ] as const) {
      const stranger = await browser.send(`${owner.base()}${path}`, { method, headers: { origin: world.server.url } });
      expect([403, 404], `${method} ${path}`).toContain(stranger.status);
    }
    expect((await owner.settled()).state).toBe('synced');
  });
});

describe('a remote that turns bad', () => {
  it('a revoked token stops the sync with a clear error and no retries; a removed repository says so', async () => {
    const owner = await projectWith({ 'a.txt': 'a\n' });
    const repo = await newRepository();
    await owner.connectRemote(repo);
    await owner.settled();
    const token = world.git.token;
    world.git.setToken('rotated-token-1234');
    try {
      await owner.addFile('b.txt', 'b\n');
      const failed = await owner.settled();
      expect(failed).toMatchObject({ state: 'error', lastError: gitTexts.badToken });
      expect(await world.server.deps.jobs.pending('git-sync', { projectId: owner.id })).toEqual([]);
    } finally {
      world.git.setToken(token);
    }
    await world.git.removeRepository(repo);
    expect(await owner.syncNow()).toMatchObject({ state: 'error', lastError: gitTexts.notFound });
  });
});

describe('files coming in from Git', () => {
  it('keeps frozen files and package rules, leaves out what a project cannot hold, and says why', async () => {
    const owner = await projectWith({
      'src/App.tsx': 'mine\n',
      'src/keep.ts': 'kept\n',
      'package.json': '{"dependencies":{}}\n',
    });
    await owner.freeze('src/App.tsx');
    await owner.freeze('src/keep.ts');
    const repo = await newRepository();
    await owner.connectRemote(repo);
    await owner.settled();
    await world.git.commit(repo, {
      message: 'Hostile push',
      write: {
        'src/App.tsx': 'export default () => "pwned";\n',
        'package.json': '{"dependencies":{"evil":"git+https://example.com/evil.git"}}\n',
        'notes.txt': Buffer.from([0xff, 0xfe, 0x00, 0xc3, 0x28]),
        'big.js': 'x'.repeat(2 * 1024 * 1024 + 1),
        'src/ok.ts': 'export const ok = true;\n',
      },
      remove: ['src/keep.ts'],
    });
    const synced = await owner.syncNow();
    expect(synced.state).toBe('synced');
    const refused = Object.fromEntries(synced.refused.map((r) => [r.path, r.reason]));
    expect(refused['src/App.tsx']).toBe(reasons.frozen);
    expect(refused['src/keep.ts']).toBe(reasons.frozen);
    expect(refused['package.json']).toMatch(new RegExp(`^${reasons.packages}: .*links, files and git URLs`));
    expect(refused['notes.txt']).toBe(reasons.notText);
    expect(refused['big.js']).toBe(reasons.tooLarge);
    const files = await owner.files();
    expect(files).toEqual({
      'src/App.tsx': 'mine\n',
      'src/keep.ts': 'kept\n',
      'package.json': '{"dependencies":{}}\n',
      'src/ok.ts': 'export const ok = true;\n',
    });
  });
});

describe('the GitHub webhook', () => {
  it('acts only on a body signed with its own connection’s secret', async () => {
    const owner = await projectWith({ 'a.txt': 'a\n' });
    const other = await projectWith({ 'b.txt': 'b\n' });
    expect((await owner.connectGithub('hooked')).status).toBe(201);
    expect((await other.connectGithub('hooked-other')).status).toBe(201);
    await owner.settled();
    await other.settled();
    const [hook] = world.github.hooks('hooked');
    const [otherHook] = world.github.hooks('hooked-other');
    const sha = await world.git.commit('hooked', { message: 'Pushed', write: { 'a.txt': 'changed\n' } });

    const forged = await world.github.deliverPush(
      'hooked',
      { ref: 'refs/heads/main', after: sha },
      { secret: 'guess' },
    );
    expect(forged[0]?.status).toBe(401);
    const crossed = await world.github.deliverPush(
      'hooked',
      { ref: 'refs/heads/main', after: sha },
      { secret: otherHook?.config.secret },
    );
    expect(crossed[0]?.status).toBe(401);
    const body = JSON.stringify({ ref: 'refs/heads/main', after: sha });
    const unsigned = await fetch(hook?.config.url as string, {
      method: 'POST',
      body,
      headers: { 'x-github-event': 'push' },
    });
    expect(unsigned.status).toBe(401);
    const signature = `sha256=${createHmac('sha256', hook?.config.secret as string)
      .update(body)
      .digest('hex')}`;
    const nowhere = await fetch(`${world.server.url}/api/webhooks/github/${crypto.randomUUID()}`, {
      method: 'POST',
      body,
      headers: { 'x-github-event': 'push', 'x-hub-signature-256': signature },
    });
    expect(nowhere.status).toBe(404);
    // Nothing above started a sync.
    expect((await owner.status()).connection?.state).toBe('synced');
    expect((await owner.files())['a.txt']).toBe('a\n');

    const [good] = await world.github.deliverPush('hooked', { ref: 'refs/heads/main', after: sha });
    expect(good?.status).toBe(202);
    expect((await owner.settled()).state).toBe('synced');
    expect((await owner.files())['a.txt']).toBe('changed\n');
    expect(JSON.stringify(await owner.status())).not.toContain(hook?.config.secret as string);
  });
});
