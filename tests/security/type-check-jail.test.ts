import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TypeChecker } from '../../src/server/apps/build/type-check';

// A project's files are an attacker's input: the type-checker reads the app's own files from
// memory and, from disk, only packages' declarations and TypeScript's libraries. Its messages
// quote types, so a file it could read would leak its shape (a JSON file's keys, say) into them.

const checker = new TypeChecker();
const check = (source: string) =>
  checker
    .check('attacker', new Map([['src/App.tsx', source]]))
    .problems.map((p) => p.message)
    .join('\n');

describe('the type-checker reads nothing of the server', () => {
  it.each([
    ['the product manifest, climbing out', "import m from '../../../package.json';\nexport const n: number = m;\n"],
    ['the same by an absolute path', `import m from '${process.cwd()}/package.json';\nexport const n: number = m;\n`],
    ['the server source', "import * as e from '../../../src/server/core/env';\nexport const n: number = e;\n"],
  ])('%s', (_name, source) => {
    const messages = check(source);
    expect(messages).not.toMatch(/"name"|shipwright|DATABASE_URL|root:x:0/);
    expect(messages).toMatch(/Cannot find module|not found/);
  });

  it('does not read a declaration file outside, named by a reference', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'leak-'));
    writeFileSync(path.join(dir, 'secret.d.ts'), "declare const leaked: 'the-secret-value';\n");
    const messages = check(`/// <reference path="${dir}/secret.d.ts" />\nexport const n: number = leaked;\n`);
    expect(messages).not.toContain('the-secret-value');
    expect(messages).toContain("Cannot find name 'leaked'");
  });

  it('still reads what an app may import: React and the App Cloud SDK', () => {
    const source =
      "import { useState } from 'react';\nimport { cloud } from '@shipwright/cloud';\nexport function A() { const [n] = useState(0); return <p>{n}{String(cloud)}</p>; }\n";
    expect(check(source)).toBe('');
  });
});
