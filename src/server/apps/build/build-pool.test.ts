import { describe, expect, it } from 'vitest';
import { loadTemplate } from '../template/project-template';
import { warmUpProject } from '../template/warm-up';
import { BuildPool } from './build-pool';

const limits = { timeoutMs: 20_000, maxOutputBytes: 5_000_000, idleContextMs: 60_000 };
// The starter every project begins with: a real app that builds (React and Tailwind included).
const app = new Map(Object.entries(loadTemplate()));

describe('BuildPool', () => {
  it('stops a build that runs past the time limit, and the next build starts afresh', async () => {
    const pool = new BuildPool(2, { ...limits, timeoutMs: 1 });
    const result = await pool.build('p1', app);
    expect(result).toMatchObject({
      ok: false,
      problems: [{ message: expect.stringMatching(/longer than 0 seconds/) }],
    });
    await pool.close();
  });

  it('refuses output over the size limit', async () => {
    const pool = new BuildPool(2, { ...limits, maxOutputBytes: 10_000 });
    expect(await pool.build('p1', app)).toMatchObject({
      ok: false,
      problems: [{ message: 'The built app is larger than 0 MB.' }],
    });
    await pool.close();
  });

  it('runs at most `concurrency` builds at once, queueing the rest', async () => {
    const pool = new BuildPool(1, limits);
    const results = await Promise.all(['a', 'b', 'c'].map((id) => pool.build(id, app)));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(pool.peakConcurrency).toBe(1);
    await pool.close();
    const wider = new BuildPool(2, limits);
    await Promise.all(['a', 'b', 'c'].map((id) => wider.build(id, app)));
    expect(wider.peakConcurrency).toBe(2);
    await wider.close();
  });

  it('gives a new project the spare context warmed on the warm-up project, and builds only its own files', async () => {
    const pool = new BuildPool(1, limits, warmUpProject());
    // The spare warms in turn with real builds: this one waits for it, so the next project gets it.
    await pool.build('first', app);
    const own = new Map([...app, ['src/App.tsx', 'export default function App() {\n  return <p>Only mine</p>;\n}\n']]);
    const result = await pool.build('second', own);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.js).toContain('Only mine');
    await pool.close();
    // The same output as a cold context's: nothing of the warm-up project comes along.
    const cold = new BuildPool(1, limits);
    expect(await cold.build('second', own)).toEqual(result);
    await cold.close();
  });

  it('has a new project wait for the spare still warming instead of building beside it in a cold context', async () => {
    const pool = new BuildPool(2, limits, warmUpProject());
    const own = new Map([...app, ['src/App.tsx', 'export default function App() {\n  return <p>Only mine</p>;\n}\n']]);
    const result = await pool.build('first', own);
    expect(result.ok && result.js).toContain('Only mine');
    // Two cores, yet one build at a time: the project's build started once the warm-up was done.
    expect(pool.peakConcurrency).toBe(1);
    await pool.close();
  });

  it('keeps at most maxContexts contexts, letting the least recently used go after its builds', async () => {
    const pool = new BuildPool(2, { ...limits, maxContexts: 2 });
    const [a, b] = await Promise.all([pool.build('a', app), pool.build('b', app)]);
    expect(a.ok && b.ok).toBe(true);
    // 'a' used again: 'b' is now the least recently used and goes when 'c' arrives.
    expect((await pool.build('a', app)).ok).toBe(true);
    expect((await pool.build('c', app)).ok).toBe(true);
    expect(pool.contexts).toBe(2);
    // An evicted project builds again in a new context, with the same result.
    expect(await pool.build('b', app)).toEqual(b);
    expect(pool.contexts).toBe(2);
    await pool.close();
  });
});
