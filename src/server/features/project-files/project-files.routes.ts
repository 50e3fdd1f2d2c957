import { Hono } from 'hono';
import { createFileSchema, renameFileSchema, saveFileSchema } from '../../../shared/file-edits/hand-edits';
import { freezeFileSchema } from '../../../shared/projects';
import { exportProject } from '../../apps/export/export-project';
import type { PackageStore } from '../../apps/packages/package-store';
import type { Auth } from '../../auth/auth';
import { optionalUser, requireUser } from '../../auth/session';
import type { Env } from '../../core/env';
import type { Database } from '../../db/client';
import { attachmentHeaders } from '../../http/attachment';
import { validate } from '../../http/validate';
import { createFile, deleteFile, renameFile, saveFile } from './file-edits.service';
import { fileView, findFile, listFiles, setAllFrozen, setFileFrozen } from './project-files.service';
import { projectZip } from './project-zip';

const baseName = (path: string) => path.split('/').pop() || 'file';

export const projectFilesRoutes = ({
  db,
  env,
  auth,
  packages,
}: {
  db: Database;
  env: Env;
  auth: Auth;
  packages: PackageStore;
}) =>
  new Hono()
    .get('/:projectId/files', optionalUser(auth), async (c) => {
      const { files } = await listFiles(db, c.req.param('projectId'), c.var.user?.id ?? null);
      return c.json({ files: files.map(fileView) }, 200);
    })
    .post('/:projectId/files/freeze', requireUser(auth), validate('json', freezeFileSchema), async (c) =>
      c.json(await setAllFrozen(db, c.req.param('projectId'), c.var.user.id, c.req.valid('json').isFrozen), 200),
    )
    .patch('/:projectId/files/:fileId', requireUser(auth), validate('json', freezeFileSchema), async (c) => {
      const { projectId, fileId } = c.req.param();
      return c.json(await setFileFrozen(db, projectId, fileId, c.var.user.id, c.req.valid('json').isFrozen), 200);
    })
    // Hand edits from the code view: each records a version and the preview builds it.
    .post('/:projectId/files', requireUser(auth), validate('json', createFileSchema), async (c) =>
      c.json(await createFile(db, c.req.param('projectId'), c.var.user.id, c.req.valid('json')), 201),
    )
    .put('/:projectId/files/:fileId', requireUser(auth), validate('json', saveFileSchema), async (c) => {
      const { projectId, fileId } = c.req.param();
      return c.json(await saveFile(db, projectId, c.var.user.id, fileId, c.req.valid('json')), 200);
    })
    .post('/:projectId/files/:fileId/rename', requireUser(auth), validate('json', renameFileSchema), async (c) => {
      const { projectId, fileId } = c.req.param();
      return c.json(await renameFile(db, projectId, c.var.user.id, fileId, c.req.valid('json').filePath), 200);
    })
    .delete('/:projectId/files/:fileId', requireUser(auth), async (c) => {
      const { projectId, fileId } = c.req.param();
      return c.json(await deleteFile(db, projectId, c.var.user.id, fileId), 200);
    })
    .get('/:projectId/download', optionalUser(auth), async (c) => {
      const { project, files } = await listFiles(db, c.req.param('projectId'), c.var.user?.id ?? null);
      const asExported = await exportProject(
        { db, env, packages },
        project,
        files.map((f) => ({ path: f.filePath, content: f.content })),
      );
      const zip = projectZip(project, asExported);
      return c.body(zip.bytes, 200, attachmentHeaders(zip.fileName, 'application/zip'));
    })
    .get('/:projectId/files/:fileId/download', optionalUser(auth), async (c) => {
      const { projectId, fileId } = c.req.param();
      const file = await findFile(db, projectId, fileId, c.var.user?.id ?? null);
      return c.body(file.content, 200, attachmentHeaders(baseName(file.filePath), 'text/plain; charset=utf-8'));
    });
