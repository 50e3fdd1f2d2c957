import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { budgetTexts } from '../../src/server/apps/build/build-budget';
import type { BundleResult } from '../../src/server/apps/build/bundle';
import { sandboxTexts } from '../../src/server/apps/build/sandbox/sandbox-texts';
import { SandboxedBuildPool } from '../../src/server/apps/build/sandbox/sandboxed-build-pool';
import { loadTemplate } from '../../src/server/apps/template/project-template';
import { buildLimits } from '../../src/shared/app-template';
import { classFlood, cssFanOut } from './support/hostile-builds';

/**
 * One account's projects must not delay another account's builds (ADR 0034). Each case builds a
 * hostile project, as its owner would write it, through the sandboxed pool a server runs, with one
 * build slot (the fewest a server has), beside an honest project of another account.
 */

const pools: SandboxedBuildPool[] = [];
afterAll(() => Promise.all(pools.map((pool) => pool.close())));
const poolOf = (options: Partial<ConstructorParameters<typeof SandboxedBuildPool>[0]> = {}) => {
  const pool = new SandboxedBuildPool({ readOnly: [], warm: false, concurrency: 1, ...options });
  pools.push(pool);
  return pool;
};

const starter = new Map(Object.entries(loadTemplate()));
const honest = (text: string) =>
  new Map([
    ...starter,
    ['src/App.tsx', `export default function App() {\n  return <p className="p-4">${text}</p>;\n}\n`],
  ]);
const problemOf = (result: BundleResult) => (result.ok ? 'built' : result.problems.map((p) => p.message).join('\n'));

describe('what one build may take in', () => {
  it('refuses stylesheets that import each other in a fan-out, naming the limit, while a neighbour builds', async () => {
    const pool = poolOf();
    const [hostile, neighbour] = await Promise.all([
      pool.build('fan-out', cssFanOut(starter), undefined, { tagSources: true, owner: 'attacker' }),
      pool.build('neighbour', honest('Hello'), undefined, { tagSources: true, owner: 'neighbour' }),
    ]);
    expect(problemOf(neighbour)).toBe('built');
    expect(problemOf(hostile)).toContain(budgetTexts.styleImports(buildLimits.maxStyleImports));
  }, 60_000);

  it('refuses twenty files of 240,000 characters each before they reach a worker, naming the limit', async () => {
    const pool = poolOf();
    const result = await pool.build('strings', classFlood(starter, 20, 240_000), undefined, {
      tagSources: true,
      owner: 'a',
    });
    expect(problemOf(result)).toBe(budgetTexts.bytes(buildLimits.maxSourceBytes));
  });

  it('refuses more class names than Tailwind may style, within the size limit', async () => {
    const pool = poolOf();
    const result = await pool.build('classes', classFlood(starter, 8, 200_000), undefined, {
      tagSources: true,
      owner: 'a',
    });
    expect(problemOf(result)).toBe(budgetTexts.candidates(buildLimits.maxStyleCandidates));
  }, 60_000);

  it('keeps one project’s class names out of another project’s styles', async () => {
    const pool = poolOf();
    const secret = (name: string) =>
      new Map([...starter, ['src/App.tsx', `export default () => <p className="content-['${name}']">x</p>;\n`]]);
    const first = await pool.build('first', secret('first-project-secret'), undefined, {
      tagSources: true,
      owner: 'a',
    });
    const second = await pool.build('second', secret('second'), undefined, { tagSources: true, owner: 'b' });
    expect(first.ok && first.css).toContain('first-project-secret');
    expect(second.ok && second.css).not.toContain('first-project-secret');
  }, 60_000);
});

/**
 * A worker whose build of project "hostile" holds its thread forever (as a build that found a way
 * to would) and whose other builds take `busyMs` of its thread, answering with the project's id.
 */
function scriptedPool(busyMs: number) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shipwright-fair-'));
  chmodSync(dir, 0o755);
  const script = path.join(dir, 'worker.mjs');
  writeFileSync(
    script,
    `let buffered = Buffer.alloc(0);
process.stdin.on('data', (chunk) => {
  buffered = Buffer.concat([buffered, chunk]);
  while (buffered.length >= 4 && buffered.length >= 4 + buffered.readUInt32BE(0)) {
    const length = buffered.readUInt32BE(0);
    const request = JSON.parse(buffered.subarray(4, 4 + length).toString());
    buffered = buffered.subarray(4 + length);
    if (request.projectId === 'hostile') for (;;) {}
    const until = Date.now() + ${busyMs};
    while (Date.now() < until) {}
    const body = Buffer.from(JSON.stringify({ id: request.id, result: { ok: true, js: request.projectId, css: '', functions: {} } }));
    const head = Buffer.alloc(4);
    head.writeUInt32BE(body.length);
    process.stdout.write(Buffer.concat([head, body]));
  }
});
`,
    { mode: 0o644 },
  );
  return poolOf({ script, deadlineMs: 8_000 });
}

const trivial = new Map([['src/main.tsx', '']]);

describe('builds of other accounts', () => {
  it('finish while a hostile build holds its worker, and are not stopped with it', async () => {
    const pool = scriptedPool(50);
    const hostile = pool.build('hostile', trivial, undefined, { tagSources: true, owner: 'attacker' });
    const started = Date.now();
    const neighbour = await pool.build('neighbour', trivial, undefined, { tagSources: true, owner: 'neighbour' });
    expect(neighbour).toMatchObject({ ok: true, js: 'neighbour' });
    // It waited for the hostile build's fair share of the slot, not for the hostile build to be stopped.
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(await hostile).toMatchObject({ ok: false, problems: [{ message: sandboxTexts.tooLong(8) }] });
  }, 30_000);

  it('take turns: one account’s tenth build waits behind another account’s first', async () => {
    const pool = scriptedPool(150);
    const done: string[] = [];
    const build = (projectId: string, owner: string) =>
      pool.build(projectId, trivial, undefined, { tagSources: true, owner }).then(() => done.push(projectId));
    const flood = Array.from({ length: 10 }, (_, i) => build(`flood-${i}`, 'attacker'));
    await build('neighbour', 'neighbour');
    await Promise.all(flood);
    expect(done.indexOf('neighbour')).toBeLessThanOrEqual(2);
  }, 30_000);
});
