// Server memory while strangers post huge page views (issue 48): the server runs as its own
// process, a live app is published on it, and 100 MB bodies are posted to the app's beacon,
// declared and chunked, one and three at once. Reported: the process's peak RSS over its RSS
// before, and how long /healthz takes meanwhile (against /healthz on the idle server).
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sendAndWait } from '../tests/support/run-events';
import { rssKb, type ServerProcess, signedInOverHttp, startServerProcess } from '../tests/support/server-process';

const MB = 1024 * 1024;
const bodyBytes = Number(process.env.BENCH_BODY_MB ?? 100) * MB;

/** Posts `bytes` of body to the beacon, declared or chunked, until done or the server closes the connection. */
async function hugeBeacon(server: ServerProcess, host: string, chunked: boolean) {
  const socket = connect(server.port, '127.0.0.1');
  let closed = false;
  let answer = '';
  socket.on('data', (d) => {
    answer += d.toString('latin1');
  });
  socket.on('error', () => undefined);
  const gone = new Promise<void>((resolve) =>
    socket.once('close', () => {
      closed = true;
      resolve();
    }),
  );
  await new Promise((resolve) => socket.once('connect', resolve));
  const length = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${bodyBytes}`;
  socket.write(
    `POST /__shipwright/pv HTTP/1.1\r\nHost: ${host}\r\nUser-Agent: Mozilla/5.0 Chrome/130\r\n${length}\r\n\r\n`,
  );
  const piece = Buffer.alloc(64 * 1024, 'a');
  const framed = chunked ? Buffer.concat([Buffer.from('10000\r\n'), piece, Buffer.from('\r\n')]) : piece;
  for (let sent = 0; sent < bodyBytes && !closed; sent += piece.length) {
    if (!socket.write(framed)) await Promise.race([new Promise((r) => socket.once('drain', r)), gone]);
  }
  if (chunked && !closed) socket.write('0\r\n\r\n');
  await Promise.race([gone, new Promise((r) => setTimeout(r, 30_000))]);
  socket.destroy();
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
}

/** Peak RSS growth (MB) of the server while `work` runs, and the slowest /healthz (ms) asked meanwhile. */
async function measure(server: ServerProcess, work: () => Promise<number[]>) {
  const before = await rssKb(server.pid);
  let peak = before;
  let slowest = 0;
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, await rssKb(server.pid));
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const prober = (async () => {
    while (running) {
      const started = performance.now();
      await server.request('/healthz');
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const statuses = await work();
  running = false;
  await Promise.all([sampler, prober]);
  return { growthMb: (peak - before) / 1024, slowest, statuses };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shipwright-bench-'));
const server = await startServerProcess({ dataDir, startTimeoutMs: 300_000 });
try {
  const { browser } = await signedInOverHttp(server, 'bench');
  const project = await (await browser.post('/api/projects', { prompt: 'A guest book' })).json();
  await sendAndWait(browser, project.id, { content: 'A guest book' });
  const deployed = await browser.post(`/api/projects/${project.id}/deployments`);
  const host = new URL(((await deployed.json()) as { url: string }).url).host;

  const idle = await measure(server, async () => {
    await new Promise((r) => setTimeout(r, 1_000));
    return [];
  });
  const one = (chunked: boolean) => () => hugeBeacon(server, host, chunked).then((s) => [s]);
  const three = () => Promise.all([1, 2, 3].map(() => hugeBeacon(server, host, true)));
  const rows = [
    ['idle server, 1 s (baseline)', idle],
    [`one ${bodyBytes / MB} MB beacon, Content-Length`, await measure(server, one(false))],
    [`one ${bodyBytes / MB} MB beacon, chunked`, await measure(server, one(true))],
    [`three ${bodyBytes / MB} MB beacons at once, chunked`, await measure(server, three)],
  ] as const;
  console.log(`\nServer RSS during huge page views (peak growth over before; slowest /healthz meanwhile)`);
  for (const [name, { growthMb, slowest, statuses }] of rows)
    console.log(
      `${name.padEnd(42)} ${growthMb.toFixed(1).padStart(7)} MB  ${slowest.toFixed(0).padStart(6)} ms  ${statuses.join(',')}`,
    );
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
