import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BlockList } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jailUids } from '../../src/server/apps/build/sandbox/sandbox-command';
import { type CallLimits, FunctionProcess } from '../../src/server/apps/functions/function-process';
import { jailedUids } from '../support/jailed-processes';

// App functions in the real workerd binary, in their jail: a call with its context, a function
// that throws, and limits that stop a loop, a memory hog and a flood of requests; then egress,
// written as an attacker: loopback, private and metadata addresses, a name that resolves to
// loopback, and a redirect to loopback, all refused.

const limits: CallLimits = { wallMs: 3_000, cpuMs: 500, memoryMb: 64, subrequests: 5, responseBytes: 1024 * 1024 };
const context = {
  caller: { id: 'u1', kind: 'user', email: 'a@example.com' },
  env: 'preview' as const,
  secrets: { KEY: 'k-123' },
};
const get = (url = 'https://app.example/_cloud/v1/functions/x') => ({ method: 'GET', url, headers: {} });

// A site functions may reach in these tests: 127.0.0.2 is let through, all other loopback is not.
let site: Server;
let siteUrl = '';
const siteHits: string[] = [];
const allowed = new BlockList();
allowed.addAddress('127.0.0.2');

const functions = new Map([
  [
    'hello',
    `export default async function (request, ctx) {
  ctx.log('called', { method: request.method });
  return Response.json({ url: request.url, caller: ctx.caller, env: ctx.env, key: ctx.secrets.KEY, body: await request.text() });
}`,
  ],
  ['throws', `export default async function () { throw new Error('no such order'); }`],
  ['loop', `export default async function () { for (;;) {} }`],
  ['hog', `export default async function () { const kept = []; for (;;) kept.push(new Array(1e6).fill(1)); }`],
  [
    'fetch',
    `export default async function (request) {
  const target = new URL(request.url).searchParams.get('to');
  const response = await fetch(target);
  return new Response(await response.text(), { status: response.status });
}`,
  ],
  [
    'flood',
    `export default async function (request) {
  const target = new URL(request.url).searchParams.get('to');
  const statuses = [];
  for (let i = 0; i < 8; i++) statuses.push((await fetch(target)).status);
  return Response.json(statuses);
}`,
  ],
]);

let running: FunctionProcess;
const fresh = async () => {
  if (!running?.alive)
    running = await FunctionProcess.start({ modules: functions, memoryMb: limits.memoryMb }, limits, { allowed });
  return running;
};

beforeAll(async () => {
  site = createServer((request, response) => {
    siteHits.push(request.url ?? '');
    if (request.url === '/redirect') {
      response.writeHead(302, { location: 'http://127.0.0.1:1/' });
      response.end();
      return;
    }
    response.end(`site ${request.url}`);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.2', resolve));
  siteUrl = `http://127.0.0.2:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await running?.stop();
  await new Promise((resolve) => site.close(resolve));
});

describe('a function call', { timeout: 30_000 }, () => {
  it('gets the request, the caller, the environment and its secrets, and its logs come back', async () => {
    const fn = await fresh();
    const result = await fn.call('hello', { ...get(), method: 'POST', body: Buffer.from('{"a":1}') }, context);
    expect(result.outcome).toBe('ok');
    expect(JSON.parse(result.body.toString())).toEqual({
      url: 'https://app.example/_cloud/v1/functions/x',
      caller: context.caller,
      env: 'preview',
      key: 'k-123',
      body: '{"a":1}',
    });
    expect(result.logs).toEqual([expect.objectContaining({ level: 'info', message: 'called {"method":"POST"}' })]);
  });

  it('says what a throwing function threw, and the process goes on', async () => {
    const fn = await fresh();
    const result = await fn.call('throws', get(), context);
    expect(result).toMatchObject({ outcome: 'threw', status: 500 });
    expect(result.body.toString()).toBe('no such order');
    expect(fn.alive).toBe(true);
    expect((await fn.call('nope', get(), context)).outcome).toBe('not-found');
  });

  it('stops a CPU loop, and a new process answers the next call', async () => {
    const fn = await fresh();
    const result = await fn.call('loop', get(), context);
    expect(['cpu', 'timeout']).toContain(result.outcome);
    expect(result.durationMs).toBeLessThan(limits.wallMs + 1_000);
    expect(fn.alive).toBe(false);
    expect((await (await fresh()).call('hello', get(), context)).outcome).toBe('ok');
  });

  it('stops a memory hog at its heap limit', async () => {
    const fn = await fresh();
    const result = await fn.call('hog', get(), context);
    expect(result.outcome).toBe('memory');
    expect(fn.alive).toBe(false);
  });
});

describe('the functions’ jail', { timeout: 30_000 }, () => {
  it.runIf(process.getuid?.() === 0)(
    'runs workerd as an unprivileged uid of its own, in a PID namespace of its own',
    async () => {
      await (await fresh()).call('hello', get(), context);
      const uids = jailedUids((command) => command.includes('workerd\0serve'));
      expect(uids.length).toBeGreaterThan(0);
      expect(new Set(uids)).toEqual(new Set([String(jailUids.functions)]));
    },
  );
});

describe('a function’s outbound requests', { timeout: 30_000 }, () => {
  const fetchFrom = async (to: string) =>
    (await fresh()).call('fetch', get(`https://app.example/f?to=${encodeURIComponent(to)}`), context);

  it('reach an address they may', async () => {
    const result = await fetchFrom(`${siteUrl}/hello`);
    expect(result.body.toString()).toBe('site /hello');
  });

  it.each([
    ['loopback', 'http://127.0.0.1:9/'],
    ['a private network', 'http://10.0.0.1/'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', 'http://[::1]:9/'],
    ['a name that resolves to loopback', 'http://localhost:9/'],
  ])('are refused to %s', async (_what, to) => {
    const result = await fetchFrom(to);
    expect(result.status).toBe(403);
    expect(JSON.parse(result.body.toString()).error.code).toBe('egress_refused');
  });

  it('are refused where a redirect leads to loopback', async () => {
    const result = await fetchFrom(`${siteUrl}/redirect`);
    expect(result.status).toBe(403);
    expect(siteHits).toContain('/redirect');
  });

  it('are counted per call and refused past the plan’s number', async () => {
    const fn = await fresh();
    const result = await fn.call(
      'flood',
      get(`https://app.example/f?to=${encodeURIComponent(`${siteUrl}/n`)}`),
      context,
    );
    expect(JSON.parse(result.body.toString())).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    // The next call has its own count.
    const again = await fn.call(
      'flood',
      get(`https://app.example/f?to=${encodeURIComponent(`${siteUrl}/n`)}`),
      context,
    );
    expect(JSON.parse(again.body.toString()).filter((s: number) => s === 200)).toHaveLength(5);
  });
});
