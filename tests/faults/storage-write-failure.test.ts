import { mkdir, readdir, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cloudApp, storedBytes, tinyPng } from '../../src/server/apps/cloud/test-utils';
import { knowledgePath, knowledgeTestServer } from '../../src/server/features/knowledge/test-utils';

// We run as root, so chmod would not stop a write. A folder that is really not writable is one
// on a mount that refuses: sysfs refuses mkdir (EPERM) and, being another device, link (EXDEV).
const refusingDir = '/sys/kernel';

const kit = knowledgeTestServer();
const storageRoot = () => path.join(kit.server.deps.env.DATA_DIR, 'storage');

/** Puts `refusingDir` where `relative` (under storage) was, runs `body`, and always puts it back. */
async function whileRefusing(relative: string, body: () => Promise<void>) {
  const place = path.join(storageRoot(), relative);
  const aside = `${place}.aside`;
  await mkdir(place, { recursive: true });
  await rename(place, aside);
  await symlink(refusingDir, place);
  try {
    await body();
  } finally {
    await rm(place);
    await rename(aside, place);
  }
}

const incomingFiles = () => readdir(path.join(storageRoot(), '.incoming')).catch(() => []);
const textFile = (name: string, text = 'Use a blue theme.') => [{ name, bytes: text, type: 'text/plain' }];

/** The answer the user reads, from a fetch Response or a CloudVisitor's parsed reply. */
async function expectStorageError(res: Response | { status: number; body: unknown }) {
  const body = 'json' in res ? await res.json() : res.body;
  expect(res.status).toBe(503);
  expect(body).toEqual({
    error: { code: 'storage_unavailable', message: expect.stringMatching(/^File storage is not available/) },
  });
}

describe('storage that refuses writes', () => {
  it('a knowledge upload answers a clear 503, stores no row and no temp file, and works again once storage is back', async () => {
    const { browser, userId, projectId } = await kit.owner();
    expect((await kit.upload(browser, projectId, textFile('before.txt'))).status).toBe(201);

    // The whole storage folder on a mount that refuses (as a read-only or unmounted volume would).
    await whileRefusing('', async () => {
      await expectStorageError(await kit.upload(browser, projectId, textFile('during.txt')));
      // The server keeps serving: the list, the health check, and a download that says why not.
      const { files } = await (await browser.get(knowledgePath(projectId))).json();
      expect(files.map((f: { fileName: string }) => f.fileName)).toEqual(['before.txt']);
      // Its bytes are out of reach: a plain JSON answer, never a 500.
      const download = await browser.get(knowledgePath(projectId, `/${files[0].id}/download`));
      expect([404, 503]).toContain(download.status);
      expect((await download.json()).error.message).toMatch(/missing|not available/);
      expect((await kit.server.request('/healthz')).status).toBe(200);
    });

    // Only the user's folder refuses: the bytes reach .incoming, then cannot be linked into place.
    await whileRefusing(userId, async () => {
      await expectStorageError(await kit.upload(browser, projectId, textFile('linked.txt')));
    });
    expect(await incomingFiles()).toEqual([]);
    expect((await kit.rowsOf(userId)).map((r) => r.fileName)).toEqual(['before.txt']);
    expect(kit.server.logs).toContainEqual(
      expect.objectContaining({ msg: 'knowledge file not stored', reason: expect.stringMatching(/^E[A-Z]+$/) }),
    );

    // Storage is back: uploads work, and every row's bytes are there.
    expect((await kit.upload(browser, projectId, textFile('after.txt'))).status).toBe(201);
    const rows = await kit.rowsOf(userId);
    expect(rows.map((r) => r.fileName).sort()).toEqual(['after.txt', 'before.txt']);
    for (const row of rows) expect(await kit.server.deps.storage.get(row.filePath)).not.toBeNull();
  });

  it('an App Cloud upload answers a clear 503, charges nothing, keeps no row, and works again once storage is back', async () => {
    const app = await cloudApp(kit.server);
    const visitor = await app.visitor();
    expect((await visitor.upload('first.png', tinyPng, 'image/png')).status).toBe(201);
    const previewFolder = `cloud/${app.projectId}/preview`;

    for (const refusing of ['', previewFolder]) {
      await whileRefusing(refusing, async () => {
        await expectStorageError(await visitor.upload('second.png', tinyPng, 'image/png'));
        expect((await visitor.call('GET', '/files')).status).toBe(200);
      });
    }
    expect(await incomingFiles()).toEqual([]);
    expect(await storedBytes(kit.server, app.projectId)).toBe(tinyPng.length);
    const { files } = (await visitor.call('GET', '/files')).body;
    expect(files.map((f: { name: string }) => f.name)).toEqual(['first.png']);

    const again = await visitor.upload('third.png', tinyPng, 'image/png');
    expect(again.status).toBe(201);
    expect(await storedBytes(kit.server, app.projectId)).toBe(2 * tinyPng.length);
    for (const file of (await visitor.call('GET', '/files')).body.files) {
      expect((await visitor.call('GET', `/files/${file.id}`)).status).toBe(200);
    }
  }, 60_000);
});
