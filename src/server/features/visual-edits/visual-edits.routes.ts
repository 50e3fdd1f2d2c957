import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { type VisualEdit, visualEditSchema } from '../../../shared/file-edits/visual-edits';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/session';
import type { Database } from '../../db/client';
import { projectVersions } from '../../db/schema';
import { validate } from '../../http/validate';
import { rewriteFile } from '../project-files/file-edits.service';
import { rewriteElement } from './jsx-rewrite';

/**
 * One visual edit, saved as a hand edit is ("Visual edit: …", then the preview builds it). The
 * answer names the version before it, which Undo restores.
 */
async function applyVisualEdit(db: Database, projectId: string, userId: string, edit: VisualEdit) {
  const saved = await rewriteFile(db, projectId, userId, edit.filePath, (source) => rewriteElement(source, edit));
  if (!saved.version) return { ...saved, undoVersionId: null };
  const [before] = await db
    .select({ id: projectVersions.id })
    .from(projectVersions)
    .where(and(eq(projectVersions.projectId, projectId), eq(projectVersions.number, saved.version.number - 1)))
    .limit(1);
  return { ...saved, undoVersionId: before?.id ?? null };
}

export const visualEditsRoutes = ({ db, auth }: { db: Database; auth: Auth }) =>
  new Hono().post('/:projectId/visual-edits', requireUser(auth), validate('json', visualEditSchema), async (c) =>
    c.json(await applyVisualEdit(db, c.req.param('projectId'), c.var.user.id, c.req.valid('json')), 200),
  );
