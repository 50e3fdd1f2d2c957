// Run-event latency (issue 18): how long a reply's words take from the process writing it to a
// browser's stream. The model (a local OpenAI-compatible fake) sends 150 words 30 ms apart, each
// stamped with the time it left; the watcher notes when each arrives. Two set-ups on one scratch
// PostgreSQL, each process its own: the baseline, a web instance writing the reply and the
// browser watching that same instance; then a worker writing it and the browser watching a web
// instance that only serves (the events go worker → NOTIFY → that instance → the browser).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fakeOpenAIEnv, startFakeOpenAI } from '../tests/support/fake-openai-server';
import { scratchDatabase } from '../tests/support/scratch-postgres';
import { type ServerProcess, signedInOverHttp, startServerProcess } from '../tests/support/server-process';
import { percentile } from './support/http-load';

const words = Number(process.env.BENCH_LATENCY_WORDS ?? 150);
const gapMs = 30;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function* stampedWords() {
  for (let i = 0; i < words; i++) {
    yield ` ⟨${Date.now()}⟩`;
    await sleep(gapMs);
  }
  yield '\n\nDone.';
}

/** Sends one message on `writer`'s deployment and follows its reply on `watcher`: each word's latency in ms. */
async function latencies(watcher: ServerProcess) {
  const { browser } = await signedInOverHttp(watcher, 'latency');
  const project = await (await browser.post('/api/projects', { prompt: 'A note' })).json();
  const sent = await browser.post(`/api/projects/${project.id}/messages`, { content: 'Write', model: 'gpt-4o-mini' });
  if (sent.status !== 202) throw new Error(`the message answered ${sent.status}`);
  const response = await browser.get(`/api/projects/${project.id}/generation/events`);
  if (!response.body) throw new Error('no event stream');
  const seen: number[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    const now = Date.now();
    buffer += decoder.decode(chunk, { stream: true });
    // Only live text events count: a snapshot's words were sent before the watcher came.
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (!block.startsWith('event: text')) continue;
      for (const match of block.matchAll(/⟨(\d+)⟩/g)) seen.push(now - Number(match[1]));
    }
  }
  return seen;
}

const summary = (values: number[]) =>
  `${values.length} words, p50 ${percentile(values, 0.5).toFixed(0)} ms, p99 ${percentile(values, 0.99).toFixed(0)} ms`;

const scratch = await scratchDatabase();
if ('skipped' in scratch) {
  console.log(`run-event latency: skipped (${scratch.skipped})`);
  process.exit(0);
}
const fake = await startFakeOpenAI(() => ({ text: '', chunks: stampedWords() }));
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shipwright-latency-'));
const env = { ...fakeOpenAIEnv(fake.baseUrl), DATABASE_URL: scratch.url, AUTH_SECRET: randomBytes(32).toString('hex') };
const processes: ServerProcess[] = [];
const start = async (name: string, extra: Record<string, string>, role: 'web' | 'worker' = 'web') => {
  const server = await startServerProcess({
    dataDir: path.join(dataDir, name),
    entry: 'bundle',
    env: { ...env, ...extra },
    role,
  });
  processes.push(server);
  return server;
};
try {
  const alone = await start('alone', {});
  const local = await latencies(alone);
  await alone.stop();
  processes.length = 0;
  const web = await start('web', { JOB_CONCURRENCY: '0' });
  await start('worker', {}, 'worker');
  const remote = await latencies(web);
  console.log(`run-event latency, words ${gapMs} ms apart, PostgreSQL ${scratch.version}:`);
  console.log(`  baseline, written and watched on one instance: ${summary(local)}`);
  console.log(`  written by a worker, watched on a web instance: ${summary(remote)}`);
  console.log(
    `  cost of the hop (p50, p99): +${(percentile(remote, 0.5) - percentile(local, 0.5)).toFixed(0)} ms, +${(percentile(remote, 0.99) - percentile(local, 0.99)).toFixed(0)} ms`,
  );
} finally {
  for (const server of processes) await server.stop();
  await fake.close();
  await scratch.drop();
  await rm(dataDir, { recursive: true, force: true });
}
