import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { generationTexts, runSteps } from '../../src/shared/generation';
import type { AuthSession } from '../support/auth-session';
import { fakeOpenAIEnv, startFakeOpenAI } from '../support/fake-openai-server';
import { readRunEvents, type SseEvent } from '../support/run-events';
import { watchRunUntil } from '../support/run-watch';
import { type ServerProcess, seedDataDir, signedInOverHttp, startServerProcess } from '../support/server-process';

// The server runs as a real process so it can die the way a crash or an OOM kill makes it die:
// SIGKILL, no shutdown hook, no drain. Then a new process starts on the same DATA_DIR.

const file = (name: string, text: string) =>
  `<file path="src/${name}.tsx">\nexport function ${name}() {\n  return <p>${text}</p>;\n}\n</file>`;
const counterReply = `Adding a counter.\n\n${file('Counter', 'Count')}\n\nAdded a counter.`;
const twoFilesReply = `Adding a footer and a banner.\n\n${file('Footer', 'Made with care')}\n\nNow the banner.\n\n${file('Banner', 'Welcome')}\n\nAdded both.`;

// The first HOLD request streams the footer's whole block, then waits (for ever, in effect):
// the kill lands after one file of the reply was complete and before the other one.
let release: () => void = () => undefined;
let held = false;
// A BUILD reply adds a file the preview has not built yet (so the build takes real time) and
// waits just before its end until the test watches, so the test sees the "building" step.
const buildReply = `Adding an extra part.\n\n${file('Extra', 'Built fresh')}\n\nAdded it.`;
let watching: () => void = () => undefined;
// Set once the test watches: the watcher may connect before the server has asked the fake.
let watched = false;
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
const dataDirs: string[] = [];
let server: ServerProcess;
let dataDir: string;

/** Starts the server on the data directory, on the port the last one had (its URL stays the same). */
async function start() {
  server = await startServerProcess({ dataDir, port: server?.port, env: fakeOpenAIEnv(fake.baseUrl) });
}

beforeAll(async () => {
  fake = await startFakeOpenAI((message) => {
    if (message.includes('HOLD') && !held) {
      held = true;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return { text: twoFilesReply, holdAfter: twoFilesReply.indexOf('Now the banner.'), gate };
    }
    if (message.includes('BUILD')) {
      const gate = new Promise<void>((resolve) => {
        watching = resolve;
        if (watched) resolve();
      });
      return { text: buildReply, holdAfter: buildReply.length - 7, gate };
    }
    return { text: message.includes('HOLD') ? twoFilesReply : counterReply };
  });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shipwright-fault-'));
  dataDirs.push(dataDir);
  await seedDataDir(dataDir, inject('pgliteTemplatePath'));
  await start();
});
afterAll(async () => {
  release();
  watching();
  await server?.stop('SIGKILL');
  await fake.close();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

/** What the builder reads after a reload: messages, latest run, versions, files, project. */
async function stateOf(browser: AuthSession, projectId: string) {
  const json = async (pathname: string) => (await browser.get(`/api/projects/${projectId}${pathname}`)).json();
  const { messages } = await json('/messages');
  const { run } = await json('/generation');
  const { versions } = await json('/versions');
  const { files } = await json('/files');
  const project = await json('');
  return {
    messages: messages as Array<{ id: string; role: string; content: string }>,
    run: run as { id: string; status: string },
    versions: versions as Array<{ number: number; messageId: string }>,
    files: Object.fromEntries(
      (files as Array<{ filePath: string; content: string }>).map((f) => [f.filePath, f.content]),
    ),
    status: project.status as string,
  };
}

async function killNow() {
  const { pid } = server;
  await server.stop('SIGKILL');
  expect(() => process.kill(pid, 0)).toThrow(); // really gone
  await start();
}

describe('the server killed while a reply is written', () => {
  let browser: AuthSession;
  let projectId: string;

  it('keeps the message, applies nothing of the cut-off reply, and the restarted server writes it again, once', async () => {
    ({ browser } = await signedInOverHttp(server));
    projectId = (await (await browser.post('/api/projects', { prompt: 'A counter' })).json()).id;
    const send = (content: string) =>
      browser.post(`/api/projects/${projectId}/messages`, { content, model: 'gpt-4o-mini' });
    expect((await send('Add a counter')).status).toBe(202);
    expect((await readRunEvents(browser, projectId)).at(-1)?.data.run).toMatchObject({ status: 'completed' });
    const before = await stateOf(browser, projectId);
    expect(before.versions).toHaveLength(1);

    const accepted = await send('HOLD add a footer and a banner');
    expect(accepted.status).toBe(202);
    const { userMessage, run } = await accepted.json();
    // Streaming has visibly started, and the footer's block was complete and sent as a file
    // (as an event, or in the snapshot when the stream got that far before the watcher came).
    const footerSeen = ({ event, data }: SseEvent) =>
      (event === 'file' && data.path === 'src/Footer.tsx') ||
      (event === 'snapshot' && 'src/Footer.tsx' in (data.files as object));
    await watchRunUntil(browser, projectId, footerSeen);
    await killNow();

    // The run's job outlived the process: the new one takes it again and writes the reply from the start.
    const events = await readRunEvents(browser, projectId);
    expect(events.at(-1)?.data.run).toMatchObject({ id: run.id, status: 'completed' });
    const after = await stateOf(browser, projectId);
    expect(after.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(after.messages[2]).toMatchObject({ id: userMessage.id, content: 'HOLD add a footer and a banner' });
    // Applied once: one new version, the reply written whole (not the cut-off one plus another).
    expect(after.versions.map((v) => v.number)).toEqual([2, 1]);
    expect(after.versions[0]?.messageId).toBe(after.messages[3]?.id);
    expect(after.messages[3]?.content.match(/Added both\./g)).toHaveLength(1);
    expect(after.messages[3]?.content).not.toContain(generationTexts.interrupted);
    expect(after.files).toEqual({
      ...before.files,
      'src/Footer.tsx': expect.stringContaining('Made with care'),
      'src/Banner.tsx': expect.stringContaining('Welcome'),
    });
    expect(after.status).toBe('completed');
    expect((await browser.post(`/api/projects/${projectId}/generation/${run.id}/retry`)).status).toBe(409);
  }, 90_000);

  it('a kill once the version is saved (while the preview builds): the restarted server only finishes the run', async () => {
    const before = await stateOf(browser, projectId);
    const accepted = await browser.post(`/api/projects/${projectId}/messages`, {
      content: 'BUILD an extra part',
      model: 'gpt-4o-mini',
    });
    expect(accepted.status).toBe(202);
    const { run } = await accepted.json();
    await watchRunUntil(browser, projectId, (e) => {
      if (e.event === 'snapshot') {
        watched = true;
        watching(); // the reply may finish now
      }
      return e.event === 'step' && e.data.step === runSteps.building.step;
    });
    await killNow();

    // Whether the kill beat the end of the build or not, the run completes with its one version.
    expect((await readRunEvents(browser, projectId)).at(-1)?.data.run).toMatchObject({
      id: run.id,
      status: 'completed',
    });
    const after = await stateOf(browser, projectId);
    expect(after.run).toMatchObject({ id: run.id, status: 'completed' });
    expect(after.versions.map((v) => v.number)).toEqual([3, ...before.versions.map((v) => v.number)]);
    expect(after.messages.at(-1)?.content).toContain('Added it.');
    expect(after.messages.at(-1)?.content).not.toContain(generationTexts.interrupted);
    expect(after.status).toBe('completed');
    expect((await browser.post(`/api/projects/${projectId}/generation/${run.id}/retry`)).status).toBe(409);
  }, 60_000);
});
