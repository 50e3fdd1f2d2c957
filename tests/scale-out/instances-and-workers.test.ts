import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRateLimits } from '../../src/shared/auth';
import { getOnHost } from '../support/app-host';
import type { AuthSession } from '../support/auth-session';
import { CloudVisitor } from '../support/cloud-client';
import { fakeOpenAIEnv, startFakeOpenAI } from '../support/fake-openai-server';
import { type FakeS3Server, fakeS3Env, startFakeS3Server } from '../support/fake-s3-server';
import { freePort } from '../support/free-port';
import { readRunEvents, type SseEvent } from '../support/run-events';
import { watchRunUntil } from '../support/run-watch';
import { type ScratchDatabase, scratchDatabase } from '../support/scratch-postgres';
import { type ServerProcess, signedInOverHttp, startServerProcess } from '../support/server-process';

// A deployment as issue 18 draws it, every part its own process on loopback: two web instances
// (A, B) that only serve, and workers that execute the jobs, sharing the machine's PostgreSQL
// and an S3-speaking object store. The browser talks to A or B as a load balancer would send it.

const file = (name: string, text: string) =>
  `<file path="src/${name}.tsx">\nexport function ${name}() {\n  return <p>${text}</p>;\n}\n</file>`;
const counterReply = `Adding a counter.\n\n${file('Counter', 'Count')}\n\nAdded a counter.`;
const footerReply = `Adding a footer.\n\n${file('Footer', 'Made with care')}\n\nAdded the footer.`;

let skipped = '';
let scratch: ScratchDatabase | null = null;
let s3: FakeS3Server;
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let dataDir: string;
let a: ServerProcess;
let b: ServerProcess;
const workers: ServerProcess[] = [];
let env: Record<string, string> = {};
// The first HOLD reply streams a little, then waits for good: its worker is killed meanwhile.
let held = false;

beforeAll(async () => {
  const made = await scratchDatabase();
  if ('skipped' in made) {
    skipped = made.skipped;
    return;
  }
  scratch = made;
  s3 = await startFakeS3Server();
  fake = await startFakeOpenAI((message) => {
    if (message.includes('HOLD') && !held) {
      held = true;
      return { text: footerReply, holdAfter: 20, gate: new Promise<void>(() => undefined) };
    }
    return { text: message.includes('HOLD') ? footerReply : counterReply };
  });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shipwright-scale-'));
  const portA = await freePort();
  // One deployment: the same database, store, secret and public URL (A's, standing for the balancer's).
  env = {
    ...fakeOpenAIEnv(fake.baseUrl),
    ...fakeS3Env(s3),
    DATABASE_URL: scratch.url,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    APP_URL: `http://localhost:${portA}`,
    TRUST_PROXY: 'true',
  };
  const web = { ...env, JOB_CONCURRENCY: '0' };
  // Started one after the other, as a rolling start would: the first migrates.
  a = await startServerProcess({ dataDir: path.join(dataDir, 'a'), port: portA, env: web });
  b = await startServerProcess({ dataDir: path.join(dataDir, 'b'), env: web });
  workers.push(await startServerProcess({ dataDir: path.join(dataDir, 'w1'), env, role: 'worker' }));
}, 120_000);

afterAll(async () => {
  for (const server of [a, b, ...workers]) await server?.stop('SIGKILL');
  await fake?.close();
  await s3?.close();
  await scratch?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

const texts = (events: SseEvent[]) => events.map((e) => (e.event === 'text' ? e.data.text : '')).join('');

describe('web instances and workers as separate processes', () => {
  let onA: AuthSession;
  let onB: AuthSession;
  let projectId: string;

  it('signed in on A, a project made on B, its run watched on A while a worker writes it', async (context) => {
    if (skipped) return context.skip(skipped);
    ({ browser: onA } = await signedInOverHttp(a, 'scale'));
    onB = onA.through(b);
    const created = await onB.post('/api/projects', { prompt: 'A counter' });
    expect(created.status).toBe(201);
    projectId = (await created.json()).id;
    const sent = await onB.post(`/api/projects/${projectId}/messages`, {
      content: 'Add a counter',
      model: 'gpt-4o-mini',
    });
    expect(sent.status).toBe(202);
    const events = await readRunEvents(onA, projectId);
    expect(events[0]?.event).toBe('snapshot');
    expect(events.at(-1)?.data.run).toMatchObject({ status: 'completed' });
    expect(`${events[0]?.data.text ?? ''}${texts(events)}`).toContain('Added a counter.');
    // Neither web instance executes jobs: the worker wrote the reply (and built its preview).
    expect(workers[0]?.output()).not.toContain('"level":"error"');
  }, 90_000);

  it('opens the preview through B, built by the worker; a hand edit on A is built by the worker too', async (context) => {
    if (skipped) return context.skip(skipped);
    const preview = async (browser: AuthSession) => (await browser.get(`/api/projects/${projectId}/preview`)).json();
    const info = await preview(onB);
    expect(info.build).toMatchObject({ status: 'ok' });
    const page = await getOnHost(b.url, info.origin, '/');
    expect(page.status).toBe(200);
    const script = await getOnHost(b.url, info.origin, `/__app/${info.build.id}/app.js`);
    expect(script.status).toBe(200);
    // Checked as booleans: a failure should not print a whole bundle.
    expect(script.text.includes('My App')).toBe(true);

    const { files } = await (await onA.get(`/api/projects/${projectId}/files`)).json();
    const app = files.find((f: { filePath: string }) => f.filePath === 'src/App.tsx');
    const edited = await onA.put(`/api/projects/${projectId}/files/${app.id}`, {
      content: app.content.replace('My App', 'Tally Board'),
    });
    expect(edited.status).toBe(200);
    const rebuilt = await preview(onA);
    expect(rebuilt.build).toMatchObject({ status: 'ok' });
    expect(rebuilt.build.id).not.toBe(info.build.id);
    const rebuiltScript = await getOnHost(b.url, rebuilt.origin, `/__app/${rebuilt.build.id}/app.js`);
    expect(rebuiltScript.text.includes('Tally Board')).toBe(true);
  }, 90_000);

  it('stores an upload in the object store through A and serves it back through B', async (context) => {
    if (skipped) return context.skip(skipped);
    const form = new FormData();
    form.append(
      'file',
      new File([new TextEncoder().encode('Opening hours: 9 to 5')], 'hours.txt', { type: 'text/plain' }),
    );
    const uploaded = await onA.send(`/api/projects/${projectId}/knowledge`, {
      method: 'POST',
      headers: { origin: a.url },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const [stored] = (await uploaded.json()).uploaded;
    expect(s3.objects.size).toBeGreaterThan(0);
    const download = await onB.get(`/api/projects/${projectId}/knowledge/${stored.id}/download`);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('Opening hours: 9 to 5');
  });

  it('runs an app’s function through A and B, counted once per call, its calls listed by either', async (context) => {
    if (skipped) return context.skip(skipped);
    const tally =
      'export default async function (_request: Request, ctx: { env: string }) {\n  return Response.json({ env: ctx.env });\n}\n';
    for (const [filePath, content] of [
      ['functions/tally.ts', tally],
      ['cloud.json', JSON.stringify({ schedules: { tally: '* * * * *' } })],
    ])
      expect((await onA.post(`/api/projects/${projectId}/files`, { filePath, content })).status).toBe(201);
    const info = await (await onB.get(`/api/projects/${projectId}/preview`)).json();
    expect(info.build).toMatchObject({ status: 'ok' });
    const onAppA = await new CloudVisitor(a.url, info.origin).join();
    const onAppB = new CloudVisitor(b.url, info.origin, onAppA.token);
    for (const visitor of [onAppA, onAppB, onAppA])
      expect(await visitor.call('POST', '/functions/tally', {})).toMatchObject({
        status: 200,
        body: { env: 'preview' },
      });
    const panel = await (await onB.get(`/api/projects/${projectId}/functions?env=preview`)).json();
    expect(panel.calls).toHaveLength(3);
    expect(panel.usage.calls).toBe(3);
  }, 90_000);

  it('runs a live schedule once per occurrence, though A, B and the worker all watch the clock', async (context) => {
    if (skipped) return context.skip(skipped);
    expect((await onA.post(`/api/projects/${projectId}/deployments`)).status).toBe(201);
    const runs = async () => {
      const panel = await (await onA.get(`/api/projects/${projectId}/functions?env=live`)).json();
      return (panel.calls as Array<{ trigger: string; createdAt: string }>).filter((c) => c.trigger === 'schedule');
    };
    // Every minute: wait for the first run, then past the next minute's, and count.
    const until = async (count: number, ms: number) => {
      for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 2_000)))
        if ((await runs()).length >= count) return;
    };
    await until(1, 150_000);
    const first = await runs();
    expect(first.length).toBe(1);
    await until(2, 90_000);
    await new Promise((r) => setTimeout(r, 10_000));
    const minutes = new Set((await runs()).map((run) => run.createdAt.slice(0, 16)));
    expect((await runs()).length).toBe(2);
    expect(minutes.size).toBe(2);
  }, 300_000);

  it('counts a rate limit across A and B: the attempts spread over both reach it at exactly its count', async (context) => {
    if (skipped) return context.skip(skipped);
    const { max } = authRateLimits.signIn;
    const address = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    const attempt = (server: ServerProcess) =>
      server.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: a.url, 'x-forwarded-for': address },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < max; i++) statuses.push((await attempt(i % 2 ? b : a)).status);
    expect(statuses.every((status) => status === 401)).toBe(true);
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
  });

  it('a worker killed mid-run: another worker takes the run over and finishes it once', async (context) => {
    if (skipped) return context.skip(skipped);
    const versionsBefore = (await (await onA.get(`/api/projects/${projectId}/versions`)).json()).versions;
    const sent = await onA.post(`/api/projects/${projectId}/messages`, {
      content: 'HOLD add a footer',
      model: 'gpt-4o-mini',
    });
    expect(sent.status).toBe(202);
    const { run } = await sent.json();
    // The first worker is writing (the watcher on B sees its words), then dies without a word.
    await watchRunUntil(onB, projectId, (e) => e.event === 'text' || (e.event === 'snapshot' && Boolean(e.data.text)));
    const watching = readRunEvents(onA, projectId);
    await workers[0]?.stop('SIGKILL');
    workers.push(await startServerProcess({ dataDir: path.join(dataDir, 'w2'), env, role: 'worker' }));

    const events = await watching;
    expect(events.at(-1)?.data.run).toMatchObject({ id: run.id, status: 'completed' });
    // The watcher saw the reply start again from nothing when the second worker took it over.
    expect(events.filter((e) => e.event === 'snapshot').length).toBeGreaterThanOrEqual(1);
    const { messages } = await (await onB.get(`/api/projects/${projectId}/messages`)).json();
    expect(messages.at(-1).content.match(/Added the footer\./g)).toHaveLength(1);
    const { versions } = await (await onB.get(`/api/projects/${projectId}/versions`)).json();
    expect(versions).toHaveLength(versionsBefore.length + 1);
    const usage = await (await onB.get('/api/usage')).json();
    expect(usage.reserved).toBe(0);
    expect(workers[1]?.output()).not.toContain('"level":"error"');
  }, 120_000);
});
