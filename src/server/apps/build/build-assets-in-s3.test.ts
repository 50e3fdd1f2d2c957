import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOnHost } from '../../../../tests/support/app-host';
import { type FakeS3Server, fakeS3Env, startFakeS3Server } from '../../../../tests/support/fake-s3-server';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { buildArtifacts, projectFiles } from '../../db/schema';
import { cloudApp } from '../cloud/test-utils';

// With S3_* set, a build's script and styles go to the bucket under content-addressed keys and
// the database keeps only the key: every instance serves the same bytes, and deployed builds
// keep theirs however many builds come after.

let s3: FakeS3Server;
let server: TestServer;
beforeAll(async () => {
  s3 = await startFakeS3Server();
  server = await startTestServer({ TRUST_PROXY: 'true', ...fakeS3Env(s3) });
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

const artifactRow = async (id: string) =>
  (await server.deps.db.select().from(buildArtifacts).where(eq(buildArtifacts.id, id)))[0];

describe('build assets in an S3-compatible bucket', () => {
  it('stores them by content, serves them from there, keeps a deployed build’s and removes the rest with the project', async () => {
    const app = await cloudApp(server, 'A habit tracker');
    const preview = async () => (await app.owner.get(`/api/projects/${app.projectId}/preview`)).json();
    const first = await preview();
    const row = await artifactRow(first.build.id);
    expect(row?.assetsKey).toMatch(new RegExp(`^builds/${app.projectId}/[0-9a-f]{64}$`));
    expect(row?.js).toBe('');
    const stored = s3.objects.get(`${row?.assetsKey}.js`);
    expect(stored?.contentType).toMatch(/javascript/);
    const served = await getOnHost(server.url, first.origin, `/__app/${first.build.id}/app.js`);
    expect(served.status).toBe(200);
    // Compared as booleans: a failure should not print a bundle.
    expect(served.text === stored?.bytes.toString()).toBe(true);
    await app.deploy();

    // Eleven more builds, each with other styles: the oldest undeployed one is pruned with its assets.
    const css = (
      await server.deps.db.select().from(projectFiles).where(eq(projectFiles.projectId, app.projectId))
    ).find((f) => f.filePath === 'src/index.css')?.content;
    const keys: string[] = [];
    for (let mark = 1; mark <= 11; mark++) {
      await server.deps.db
        .update(projectFiles)
        .set({ content: `${css}\n.build-mark-${mark} { color: red; }\n` })
        .where(and(eq(projectFiles.projectId, app.projectId), eq(projectFiles.filePath, 'src/index.css')));
      const { build } = await preview();
      expect(build.status).toBe('ok');
      keys.push((await artifactRow(build.id))?.assetsKey as string);
    }
    expect(new Set(keys).size).toBe(11);
    expect(s3.objects.has(`${keys[0]}.css`)).toBe(false);
    expect(s3.objects.has(`${keys[10]}.css`)).toBe(true);
    // The deployed build is never pruned, and its bytes never change.
    expect(s3.objects.get(`${row?.assetsKey}.js`)?.etag).toBe(stored?.etag);

    expect((await app.owner.delete(`/api/projects/${app.projectId}`)).status).toBe(200);
    expect(s3.keys(`builds/${app.projectId}/`)).toEqual([]);
  }, 60_000);
});
