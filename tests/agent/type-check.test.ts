import { describe, expect, it } from 'vitest';
import { first } from '../../src/server/ai/builtin-engine/test-utils';
import { SandboxedBuildPool } from '../../src/server/apps/build/sandbox/sandboxed-build-pool';
import { TypeChecker } from '../../src/server/apps/build/type-check';

describe('type-checking a generated app', () => {
  const checker = new TypeChecker();
  const app = first('a habit tracker with streaks').files;

  // The first check parses React's and the DOM's declarations: seconds, more on a busy machine.
  it('finds none in what the built-in engine writes, and finds an error written into it', { timeout: 90_000 }, () => {
    const files = new Map(Object.entries(app));
    expect(checker.check('p1', files).problems).toEqual([]);
    const broken = new Map(files);
    broken.set('src/broken.ts', 'export const n: number = "seven";\n');
    const result = checker.check('p1', broken);
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      expect.objectContaining({
        file: 'src/broken.ts',
        line: 1,
        message: expect.stringMatching(/^TS2322: Type 'string'/),
      }),
    ]);
    // Mended, the same project checks clean again: nothing of the broken version is kept.
    expect(checker.check('p1', files).ok).toBe(true);
  });

  it('checks App Functions against their context’s types', () => {
    const files = new Map(Object.entries(app));
    files.set(
      'functions/notify.ts',
      "import type { FunctionContext } from '@shipwright/cloud';\nexport default async function (request: Request, ctx: FunctionContext) {\n  const key: number = ctx.secrets.KEY;\n  ctx.log(await request.text(), key);\n  return Response.json({ from: ctx.caller?.email ?? null });\n}\n",
    );
    expect(checker.check('p4', files).problems).toEqual([
      expect.objectContaining({ file: 'functions/notify.ts', line: 3, message: expect.stringMatching(/^TS2322/) }),
    ]);
  });

  it('refuses unused names and imports, as the exported tsconfig does', () => {
    const files = new Map(Object.entries(app));
    files.set('src/unused.ts', "import { useState } from 'react';\nexport const a = 1;\n");
    expect(checker.check('p2', files).problems.map((p) => p.message)).toEqual([
      expect.stringContaining("'useState' is declared but its value is never read"),
    ]);
  });

  it('runs in the build sandbox, in a worker of its own beside the builds', async () => {
    const pool = new SandboxedBuildPool({ readOnly: [], warm: false });
    try {
      const files = new Map(Object.entries(app));
      files.set('src/late.ts', 'export const late: string = 1;\n');
      const [checked, built] = await Promise.all([pool.typeCheck('p3', files), pool.build('p3', files)]);
      expect(checked.problems).toEqual([expect.objectContaining({ file: 'src/late.ts', line: 1 })]);
      expect(built.ok).toBe(true); // type errors do not stop a build: esbuild only strips types
    } finally {
      await pool.close();
    }
  });
});
