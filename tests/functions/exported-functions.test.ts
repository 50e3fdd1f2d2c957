import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CloudApp, cloudApp } from '../../src/server/apps/cloud/test-utils';
import { unzipped, writeTree } from '../../src/server/apps/export/test-utils';
import { inProduct } from '../../src/server/core/product-root';
import { startTestServer, type TestServer } from '../support/test-server';

// An exported app with server functions: it carries them, says how to run them, and `npm run dev`
// (Vite) runs them on the owner's machine with the secrets of .env.local.

const hello = `import type { FunctionContext } from '@shipwright/cloud';

export default async function hello(request: Request, ctx: FunctionContext) {
  const { name } = (await request.json()) as { name: string };
  ctx.log('saying hello to', name);
  return Response.json({ greeting: \`\${ctx.secrets.GREETING}, \${name}\`, env: ctx.env, caller: ctx.caller });
}
`;

let server: TestServer;
let app: CloudApp;
let root: string;
let files: Record<string, string>;
let vite: ChildProcess | null = null;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  server = await startTestServer();
  app = await cloudApp(server, 'A wedding website with our story and an RSVP form. Notify us when guests reply.');
  await app.addFiles({ 'functions/hello.ts': hello });
  const res = await app.owner.get(`/api/projects/${app.projectId}/download`);
  ({ files } = unzipped(await res.arrayBuffer()));
  root = await mkdtemp(path.join(os.tmpdir(), 'exported-functions-'));
  await writeTree(root, files);
});
afterAll(async () => {
  vite?.kill('SIGKILL');
  await server.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('an exported app’s functions', { timeout: 90_000 }, () => {
  it('come with the way to run them: the Vite plugin, the SDK’s dev address and the README', () => {
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['functions/hello.ts', 'functions/notify.ts']));
    expect(files['vite.config.ts']).toContain("import { appFunctions } from './functions-dev';");
    expect(files['vite.config.ts']).toContain('plugins: [react(), tailwindcss(), appFunctions()]');
    expect(files['functions-dev.ts']).toContain(`const backend = "${app.previewOrigin}";`);
    expect(files['shipwright-cloud/client.ts']).toContain(
      "export const functionsBase = import.meta.env.DEV ? '/_cloud/v1' : base;",
    );
    expect(files['README.md']).toContain('## Server functions');
    expect(files['README.md']).toContain('- `functions/hello.ts`');
  });

  it('run under `npm run dev` with the secrets of .env.local', async () => {
    // The export's dependencies are the product's own tools at the same versions: link them.
    await symlink(inProduct('node_modules'), path.join(root, 'node_modules'));
    await writeFile(path.join(root, '.env.local'), 'GREETING=Hello from my machine\n');
    const port = await freePort();
    vite = spawn(
      process.execPath,
      [inProduct('node_modules/vite/bin/vite.js'), '--port', String(port), '--strictPort'],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, NODE_ENV: 'development' },
      },
    );
    let output = '';
    vite.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    vite.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const call = (name: string, body: unknown) =>
      fetch(`http://localhost:${port}/_cloud/v1/functions/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    let answer: Response | null = null;
    for (let i = 0; i < 100 && !answer; i++) {
      answer = await call('hello', { name: 'Ada' }).catch(() => null);
      if (!answer) await new Promise((r) => setTimeout(r, 200));
    }
    expect(answer?.status, output).toBe(200);
    expect(await answer?.json()).toEqual({ greeting: 'Hello from my machine, Ada', env: 'preview', caller: null });
    expect(output).toContain('[functions/hello] saying hello to Ada');
    expect((await call('missing', {})).status).toBe(404);
  });
});
