import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxLimits } from '../../src/server/apps/build/sandbox/sandbox-command';
import { sandboxTexts } from '../../src/server/apps/build/sandbox/sandbox-texts';
import { SandboxedBuildPool } from '../../src/server/apps/build/sandbox/sandboxed-build-pool';
import { productRoot } from '../../src/server/core/product-root';

/**
 * The sandbox itself, as if an attacker had found a way past the bundler's rules and ran code in
 * the build worker: each case is a worker script that speaks the worker's protocol and, asked
 * for a build, attacks instead. Whatever it manages comes back as the build's script.
 */

const scratch = mkdtempSync(path.join(os.tmpdir(), 'shipwright-hostile-'));
chmodSync(scratch, 0o755);
const cache = path.join(scratch, 'package-cache');
mkdirSync(cache, { mode: 0o755 });
const secret = path.join(scratch, 'secret.txt');
writeFileSync(secret, 'server-only-secret', { mode: 0o644 });
const pools: SandboxedBuildPool[] = [];
afterAll(() => Promise.all(pools.map((p) => p.close())));

/** A worker whose builds answer with what `attack` (the body of an async function of `request`) returns. */
function hostilePool(name: string, attack: string, options: { deadlineMs?: number; processes?: number } = {}) {
  const script = path.join(scratch, `${name}.mjs`);
  writeFileSync(
    script,
    `import fs from 'node:fs';
import net from 'node:net';
import { spawn } from 'node:child_process';
const attack = async (request) => { ${attack} };
let buffered = Buffer.alloc(0);
process.stdin.on('data', async (chunk) => {
  buffered = Buffer.concat([buffered, chunk]);
  while (buffered.length >= 4 && buffered.length >= 4 + buffered.readUInt32BE(0)) {
    const length = buffered.readUInt32BE(0);
    const request = JSON.parse(buffered.subarray(4, 4 + length).toString());
    buffered = buffered.subarray(4 + length);
    let js;
    try { js = String(await attack(request)); } catch (error) { js = 'error: ' + error.code + ' ' + error.message; }
    const body = Buffer.from(JSON.stringify({ id: request.id, result: { ok: true, js, css: '' } }));
    const head = Buffer.alloc(4);
    head.writeUInt32BE(body.length);
    process.stdout.write(Buffer.concat([head, body]));
  }
});
`,
    { mode: 0o644 },
  );
  const pool = new SandboxedBuildPool({
    readOnly: [cache],
    warm: false,
    script,
    deadlineMs: options.deadlineMs,
    limits: { ...sandboxLimits, processes: options.processes ?? sandboxLimits.processes },
  });
  pools.push(pool);
  return pool;
}

const build = (pool: SandboxedBuildPool, projectId = 'p') => pool.build(projectId, new Map([['src/main.tsx', '']]));
const scriptOf = async (pool: SandboxedBuildPool) => {
  const result = await build(pool);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.js;
};

describe('the build sandbox', () => {
  let environ = '';
  beforeAll(() => {
    const variables = readFileSync('/proc/self/environ', 'utf8').split('\0').filter(Boolean);
    environ = variables.reduce((a, b) => (b.length > a.length ? b : a), '');
  });

  it('shows the worker no environment: not its own, not PID 1’s, not the server’s', async () => {
    const js = await scriptOf(
      hostilePool(
        'environ',
        "return JSON.stringify([fs.readFileSync('/proc/1/environ', 'utf8'), fs.readFileSync('/proc/self/environ', 'utf8'), process.env, process.getuid()]);",
      ),
    );
    const [pidOne, self, env, uid] = JSON.parse(js);
    expect(js).not.toContain(environ);
    expect(pidOne).toBe('');
    expect(self).not.toContain('SHELL=');
    expect(Object.keys(env).every((key) => ['HOME', 'PATH', 'PWD'].includes(key))).toBe(true);
    expect(uid).toBe(65534);
  });

  it('holds none of the server’s files: its /tmp is its own, DATA_DIR and the checkout’s secrets are absent', async () => {
    const js = await scriptOf(
      hostilePool(
        'files',
        `return [${JSON.stringify(secret)}, ${JSON.stringify(path.join(productRoot, 'data'))}, ${JSON.stringify(path.join(productRoot, '.env'))}, '/root', '/etc/passwd', '/home']
          .map((p) => { try { return p + ':' + fs.readdirSync(p).length; } catch (error) { try { return p + ':' + fs.readFileSync(p, 'utf8').length; } catch (e) { return p + ':' + e.code; } } }).join('\\n');`,
      ),
    );
    expect(js).not.toContain('server-only-secret');
    for (const line of js.split('\n')) expect(line).toMatch(/:ENOENT$/);
  });

  it('reaches no network, not even the server’s own loopback', async () => {
    let connections = 0;
    const listener = createServer((socket) => {
      connections += 1;
      socket.end();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const port = (listener.address() as { port: number }).port;
    const js = await scriptOf(
      hostilePool(
        'network',
        `return await new Promise((resolve) => { const s = net.connect(${port}, '127.0.0.1', () => resolve('connected')); s.on('error', (e) => resolve('error ' + e.code)); });`,
      ),
    );
    listener.close();
    expect(js).toMatch(/^error (ECONNREFUSED|ENETUNREACH|EACCES)/);
    expect(connections).toBe(0);
  });

  it('writes nowhere but its own /tmp, which goes with it', async () => {
    const targets = [
      '/pwned',
      path.join(productRoot, 'node_modules', 'pwned'),
      '/usr/pwned',
      path.join(cache, 'pwned'),
      '/tmp/mine',
    ];
    const js = await scriptOf(
      hostilePool(
        'writes',
        `return ${JSON.stringify(targets)}.map((p) => { try { fs.writeFileSync(p, 'x'); return 'wrote'; } catch (e) { return e.code; } }).join(',');`,
      ),
    );
    const results = js.split(',');
    expect(results.slice(0, 4).every((r) => r === 'EROFS' || r === 'EACCES')).toBe(true);
    expect(results[4]).toBe('wrote');
    for (const target of targets.slice(1, 4)) expect(existsSync(target)).toBe(false);
  });

  it('stops a fork bomb at its process limit, and takes every process with it', async () => {
    const pool = hostilePool(
      'forks',
      "let n = 0; try { for (; n < 2000; n++) { const c = spawn('/bin/sleep', ['300']); await new Promise((resolve, reject) => { c.on('spawn', resolve); c.on('error', reject); }); } } catch (e) { return n + ' ' + e.code; } return n + ' unbounded';",
      { processes: 64 },
    );
    // Either the script sees its spawns refused, or Node itself cannot start a thread and stops.
    const result = await build(pool);
    if (result.ok) {
      const [count, code] = result.js.split(' ');
      expect(code).toBe('EAGAIN');
      expect(Number(count)).toBeLessThan(64);
    } else expect(result.problems[0]?.message).toBe(sandboxTexts.crashed());
    await pool.close();
    const left = execFileSync('ps', ['-eo', 'args'])
      .toString()
      .split('\n')
      .filter((l) => l.trim() === '/bin/sleep 300');
    expect(left).toEqual([]);
  });

  it('reports a build that allocates 4 GB as out of memory, and the next build gets a fresh worker', async () => {
    const pool = hostilePool(
      'memory',
      "if (request.projectId === 'greedy') { setImmediate(() => { const kept = []; for (let i = 0; i < 16; i++) kept.push(Buffer.alloc(256 * 1024 * 1024, 1)); }); await new Promise(() => {}); } return 'fine';",
    );
    expect(await build(pool, 'greedy')).toEqual({
      ok: false,
      problems: [{ message: sandboxTexts.outOfMemory(), file: null, line: null, column: null }],
    });
    expect(await build(pool, 'honest')).toMatchObject({ ok: true, js: 'fine' });
  });

  it('tries a build once more in a fresh worker when the worker that had done other builds dies under it', async () => {
    // Each worker crashes on its second build, as one worn by many projects' contexts might.
    const pool = hostilePool(
      'worn',
      "globalThis.builds = (globalThis.builds ?? 0) + 1; if (globalThis.builds === 2) process.abort(); return 'fine';",
    );
    expect(await build(pool, 'first')).toMatchObject({ ok: true, js: 'fine' });
    expect(await build(pool, 'second')).toMatchObject({ ok: true, js: 'fine' });
  });

  it('stops a build that never ends at its deadline', async () => {
    const pool = hostilePool('loop', 'for (;;) {}', { deadlineMs: 2_000 });
    expect(await build(pool)).toMatchObject({ ok: false, problems: [{ message: sandboxTexts.tooLong(2) }] });
  });

  it('times each type-check from when the worker takes it, and calls a stopped one unfinished, not a type error', async () => {
    // Each check holds the worker's thread for 1.2 s, as a cold TypeScript does on a busy machine:
    // three sent at once take 3.6 s in all, past the 2 s each may take, and all three finish.
    const slow = hostilePool(
      'slow-types',
      "const until = Date.now() + 1200; while (Date.now() < until) {} return 'checked';",
      {
        deadlineMs: 2_000,
      },
    );
    const files = new Map([['src/main.tsx', '']]);
    const checks = await Promise.all(['a', 'b', 'c'].map((id) => slow.typeCheck(id, files)));
    expect(checks.map((c) => c.ok)).toEqual([true, true, true]);

    const endless = hostilePool('endless-types', 'for (;;) {}', { deadlineMs: 2_000 });
    expect(await endless.typeCheck('p', files)).toEqual({
      ok: false,
      unfinished: true,
      problems: [{ message: sandboxTexts.tooLong(2, 'type-check'), file: null, line: null, column: null }],
    });
  });

  it('stops a worker that answers with more than a build may weigh', async () => {
    const pool = hostilePool('flood', "return 'x'.repeat(13 * 1024 * 1024);");
    expect(await build(pool)).toMatchObject({ ok: false, problems: [{ message: sandboxTexts.tooLarge(5) }] });
  });
});
