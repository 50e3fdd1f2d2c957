import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { projectFiles, projectVersions } from '../../../src/server/db/schema';
import { fileTypeOf } from '../../../src/shared/file-edits/paths';
import type { AuthSession } from '../auth-session';
import { db, matrix, owner } from './matrix-context';
import type { Which } from './matrix-types';

export async function expectStatus(res: Response, status: number, what: string) {
  if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${await res.text()}`);
}

/** A file of the project, written straight to the database (no version: the next edit records one). */
export async function insertFile(projectId: string, filePath: string, content: string) {
  const [row] = await db()
    .insert(projectFiles)
    .values({ projectId, filePath, content, fileType: fileTypeOf(filePath) })
    .returning({ id: projectFiles.id });
  return (row as { id: string }).id;
}

export async function latestVersionId(projectId: string) {
  const [row] = await db()
    .select({ id: projectVersions.id })
    .from(projectVersions)
    .where(eq(projectVersions.projectId, projectId))
    .orderBy(desc(projectVersions.number))
    .limit(1);
  return row?.id ?? randomUUID();
}

async function uploadKnowledge(as: AuthSession, projectId: string, name: string) {
  const form = new FormData();
  form.append('file', new File([`Notes for ${name}\n`], name, { type: 'text/plain' }));
  const res = await as.send(`/api/projects/${projectId}/knowledge`, {
    method: 'POST',
    headers: { origin: matrix.server.url },
    body: form,
  });
  return res;
}

export async function ownerUploadsKnowledge(projectId: string, name: string) {
  const res = await uploadKnowledge(owner(), projectId, name);
  await expectStatus(res, 201, 'knowledge upload');
  const { uploaded } = (await res.json()) as { uploaded: Array<{ id: string }> };
  return (uploaded[0] as { id: string }).id;
}

/** A project of the team made by its owner, private or public. */
export async function teamProject(which: Which, prompt: string) {
  const res = await owner().post('/api/projects', { prompt, workspaceId: matrix.workspaceId });
  await expectStatus(res, 201, 'project creation');
  const { id } = (await res.json()) as { id: string };
  if (which === 'private')
    await expectStatus(await owner().patch(`/api/projects/${id}`, { visibility: 'private' }), 200, 'visibility');
  return id;
}

export const visualFile = 'src/matrix/Visual.tsx';
export const visualSource = 'export function Visual() {\n  return <p className="text-sm">hello</p>;\n}\n';
