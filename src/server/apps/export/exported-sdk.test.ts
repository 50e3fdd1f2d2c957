import { and, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { projectFiles } from '../../db/schema';
import { cloudApp } from '../cloud/test-utils';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const usesCloud = `import { useCollection } from '@shipwright/cloud';
export default function App() {
  const notes = useCollection<{ text: string }>('notes');
  return <p>{notes.items.length} notes</p>;
}
`;

async function downloaded(app: Awaited<ReturnType<typeof cloudApp>>) {
  const res = await app.owner.get(`/api/projects/${app.projectId}/download`);
  const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return Object.fromEntries(
    Object.entries(entries).map(([path, bytes]) => [path.replace(/^[^/]+\//, ''), strFromU8(bytes)]),
  );
}

describe('exports of apps that use App Cloud', () => {
  it('carry the SDK as a local package pointed at the app’s backend, live once deployed', async () => {
    const app = await cloudApp(server);
    await server.deps.db
      .update(projectFiles)
      .set({ content: usesCloud })
      .where(and(eq(projectFiles.projectId, app.projectId), eq(projectFiles.filePath, 'src/App.tsx')));
    const before = await downloaded(app);
    expect(before['shipwright-cloud/client.ts']).toContain(`export const base = '${app.previewOrigin}/_cloud/v1';`);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining([
        'shipwright-cloud/index.ts',
        'shipwright-cloud/react.ts',
        'shipwright-cloud/package.json',
      ]),
    );
    expect(JSON.parse(before['package.json'] ?? '{}').dependencies['@shipwright/cloud']).toBe(
      'file:./shipwright-cloud',
    );
    expect(JSON.parse(before['shipwright-cloud/package.json'] ?? '{}')).toMatchObject({ name: '@shipwright/cloud' });

    await (await app.owner.get(`/api/projects/${app.projectId}/preview`)).json();
    const liveOrigin = await app.deploy();
    expect((await downloaded(app))['shipwright-cloud/client.ts']).toContain(`'${liveOrigin}/_cloud/v1'`);
  });

  it('leave projects that do not use it as they are', async () => {
    const app = await cloudApp(server);
    // No file of the project imports the SDK.
    await server.deps.db
      .update(projectFiles)
      .set({ content: 'export const unused = 1;\n' })
      .where(and(eq(projectFiles.projectId, app.projectId), sql`${projectFiles.content} like '%@shipwright/cloud%'`));
    await server.deps.db
      .update(projectFiles)
      .set({ content: 'export default function App() {\n  return <p>Hello</p>;\n}\n' })
      .where(and(eq(projectFiles.projectId, app.projectId), eq(projectFiles.filePath, 'src/App.tsx')));
    const files = await downloaded(app);
    expect(Object.keys(files).some((p) => p.startsWith('shipwright-cloud/'))).toBe(false);
    expect(JSON.parse(files['package.json'] ?? '{}').dependencies?.['@shipwright/cloud']).toBeUndefined();
  });
});
