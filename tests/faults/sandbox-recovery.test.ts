import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sandboxTexts } from '../../src/server/apps/build/sandbox/sandbox-texts';
import { previewTexts } from '../../src/shared/preview-texts';
import { readRunEvents } from '../support/run-events';
import { type ServerProcess, seedDataDir, signedInOverHttp, startServerProcess } from '../support/server-process';

// A fake `bwrap` first on the server's PATH stands for a machine in trouble: while `fail` exists it
// refuses at once (a sandbox that cannot run here); while `ready` is missing it hangs (a machine so
// busy the check runs out of time); once `ready` exists it is the real bubblewrap.
let folder: string;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'shipwright-fake-bwrap-'));
  // The sandbox's own uid runs it and reads its markers when the server is root.
  await chmod(folder, 0o755);
  const script = `#!/bin/sh
if [ -e ${folder}/fail ]; then echo "bwrap: No permissions to create new namespace" >&2; exit 1; fi
if [ ! -e ${folder}/ready ]; then exec sleep 60; fi
exec /usr/bin/bwrap "$@"
`;
  await writeFile(path.join(folder, 'bwrap'), script, { mode: 0o755 });
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  await rm(folder, { recursive: true, force: true });
});

async function start() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shipwright-recovery-'));
  await seedDataDir(dataDir, inject('pgliteTemplatePath'));
  const server = await startServerProcess({
    dataDir,
    // Long enough for the real sandbox's check on a busy machine; the hanging fake always runs out.
    env: { PATH: `${folder}:${process.env.PATH}`, SANDBOX_CHECK_TIMEOUT_MS: '10000' },
    // Its checks hang or fail on purpose: a start on a busy machine is given longer than usual.
    startTimeoutMs: 120_000,
  });
  servers.push(server);
  return server;
}

const readiness = async (server: ServerProcess) => {
  const response = await server.request('/readyz');
  return { status: response.status, body: await response.json() };
};

/** A new project from a description: the built-in engine's reply, then its preview's build. */
async function describedApp(server: ServerProcess) {
  const { browser } = await signedInOverHttp(server, 'recovery');
  const prompt = 'A reading list for my book club';
  const project = await (await browser.post('/api/projects', { prompt })).json();
  await browser.post(`/api/projects/${project.id}/messages`, { content: prompt });
  await readRunEvents(browser, project.id);
  const preview = async () => (await (await browser.get(`/api/projects/${project.id}/preview`)).json()).build;
  const messages = async () => (await (await browser.get(`/api/projects/${project.id}/messages`)).json()).messages;
  return { preview, messages };
}

describe('the build sandbox on a machine in trouble', () => {
  it('a check that times out is retried: readiness says so, a build waits, and builds come back without a restart', async () => {
    await rm(path.join(folder, 'fail'), { force: true });
    await rm(path.join(folder, 'ready'), { force: true });
    const server = await start();
    await expect
      .poll(async () => (await readiness(server)).body.checks?.builds, { timeout: 60_000 })
      .toMatch(/did not answer its check in time/);
    expect((await readiness(server)).status).toBe(503);
    expect((await server.request('/healthz')).status).toBe(200);

    // The reply's build is asked while the sandbox is recovering: it waits instead of failing.
    const app = describedApp(server);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await writeFile(path.join(folder, 'ready'), '');
    const { preview, messages } = await app;
    expect(await preview()).toMatchObject({ status: 'ok' });
    expect((await readiness(server)).status).toBe(200);
    expect(await messages()).toHaveLength(2);
    expect(server.output()).toContain(sandboxTexts.recoveringLog('the probe timed out after 10 s'));
    expect(server.output()).toContain(sandboxTexts.recoveredLog);
  }, 240_000);

  it("a sandbox that cannot run fails builds as the server's failure: a notice, no automatic fix turn", async () => {
    await writeFile(path.join(folder, 'fail'), '');
    const server = await start();
    const { preview, messages } = await describedApp(server);
    const build = await preview();
    expect(build.status).toBe('failed');
    expect(build.problems).toEqual([expect.objectContaining({ message: sandboxTexts.unavailable, platform: true })]);
    expect((await readiness(server)).status).toBe(503);
    // An automatic fix would be a third message (and a charge) right after the build: none comes.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const said = await messages();
    expect(said).toHaveLength(2);
    expect(said.map((m: { content: string }) => m.content).join('\n')).not.toContain(
      previewTexts.automaticFixPrompt('').slice(0, 20),
    );
  }, 240_000);
});
