import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { knowledgeLimits, knowledgeToasts, toastLine, type UploadRejectionCode } from '../../../shared/knowledge';
import { authorizeProject, type Project } from '../../access/project-access';
import type { Auth } from '../../auth/auth';
import { requireUser, type SessionVariables } from '../../auth/session';
import type { Logger } from '../../core/logger';
import type { Database } from '../../db/client';
import { errorBody } from '../../http/api-error';
import { attachmentHeaders } from '../../http/attachment';
import { validate } from '../../http/validate';
import type { Storage } from '../../vendors/storage';
import { deleteKnowledgeFile, listKnowledgeFiles, readKnowledgeFile, uploadKnowledgeFiles } from './knowledge.service';

/** Every allowed file at its largest, plus room for the multipart framing. */
export const knowledgeUploadMaxBytes = knowledgeLimits.maxFilesPerUpload * knowledgeLimits.maxFileBytes + 1024 * 1024;

/** The upload route sets its own, larger body cap; app.ts lets it past the global 1 MB one. */
export const isKnowledgeUpload = (method: string, pathname: string) =>
  method === 'POST' && /^\/api\/projects\/[^/]+\/knowledge\/?$/.test(pathname);

const fileField = z.custom<File>((v) => v instanceof File, 'must be a file');
// One file arrives as a value, several as an array; both become a list that is then counted.
const uploadForm = z.object({
  file: z
    .union([fileField, z.array(fileField)], { error: 'Choose at least one file to upload.' })
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .pipe(
      z
        .array(fileField)
        .max(knowledgeLimits.maxFilesPerUpload, `Upload at most ${knowledgeLimits.maxFilesPerUpload} files at once.`),
    ),
});

const notOwner = 'Only the project owner can manage its knowledge files.';

/** When nothing went in, the first file's reason: too big is 413; a type we refuse, or bytes that are not that type, 415. */
const rejectionStatus: Record<UploadRejectionCode, 413 | 415> = {
  too_large: 413,
  unsupported_type: 415,
  mismatched_content: 415,
};

// Before the body is read: a stranger's 100 MB upload is turned away without being buffered.
const ownedProject = (db: Database) =>
  createMiddleware<{ Variables: SessionVariables & { project: Project } }>(async (c, next) => {
    c.set('project', await authorizeProject(db, c.req.param('projectId') ?? '', c.var.user.id, 'edit', notOwner));
    await next();
  });

/** Mounted at /api/projects. */
export const knowledgeRoutes = ({
  db,
  auth,
  storage,
  logger,
}: {
  db: Database;
  auth: Auth;
  storage: Storage;
  logger: Logger;
}) => {
  const deps = { db, storage, logger };
  const owner = (c: { var: { user: { id: string }; project: Project } }) => ({
    userId: c.var.user.id,
    projectId: c.var.project.id,
  });
  return new Hono()
    .get('/:projectId/knowledge', requireUser(auth), ownedProject(db), async (c) =>
      c.json({ files: await listKnowledgeFiles(deps, owner(c)) }),
    )
    .post(
      '/:projectId/knowledge',
      requireUser(auth),
      ownedProject(db),
      bodyLimit({
        maxSize: knowledgeUploadMaxBytes,
        onError: (c) => c.json(errorBody('too_large', toastLine(knowledgeToasts.uploadTooLarge())), 413),
      }),
      validate('form', uploadForm),
      async (c) => {
        const { file } = c.req.valid('form');
        const result = await uploadKnowledgeFiles(deps, owner(c), file);
        const [first] = result.rejected;
        if (result.uploaded.length === 0 && first) {
          // Nothing went in: an error like any other, still listing every file's reason.
          const status = rejectionStatus[first.code];
          return c.json({ ...errorBody(first.code, first.message), rejected: result.rejected }, status);
        }
        return c.json(result, 201);
      },
    )
    .delete('/:projectId/knowledge/:fileId', requireUser(auth), ownedProject(db), async (c) => {
      await deleteKnowledgeFile(deps, owner(c), c.req.param('fileId'));
      return c.json({ ok: true as const });
    })
    .get('/:projectId/knowledge/:fileId/download', requireUser(auth), ownedProject(db), async (c) => {
      const { fileName, bytes } = await readKnowledgeFile(deps, owner(c), c.req.param('fileId'));
      return c.body(bytes, 200, attachmentHeaders(fileName));
    });
};
