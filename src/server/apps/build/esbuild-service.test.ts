import { stop } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { loadTemplate } from '../template/project-template';
import { ProjectBundler } from './bundle';

describe('a project’s build context when esbuild’s service ends', () => {
  it('builds again in a new context instead of failing every build after', async () => {
    const bundler = new ProjectBundler();
    const files = new Map(Object.entries(loadTemplate()));
    expect((await bundler.bundle(files)).ok).toBe(true);
    // As a limit of the build sandbox ends esbuild's process: every context of it is gone.
    await stop();
    const again = await bundler.bundle(files);
    expect(again.ok ? [] : again.problems).toEqual([]);
    await bundler.dispose();
  });
});
