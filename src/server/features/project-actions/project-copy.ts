import { copyName, copySummary, type ProjectCopyKind, projectActionTexts } from '../../../shared/project-actions';
import { recordAudit } from '../../access/audit';
import { authorizeProject, findViewableProject, type Project } from '../../access/project-access';
import type { Database } from '../../db/client';
import { projectFiles } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { insertProjectWithinPlan, projectView } from '../projects/projects.service';
import { projectFileRows, snapshotProject } from '../versions/versions.service';

/** Rows per insert when copying files: a large project stays well under the parameter limit. */
const filesPerInsert = 500;

/**
 * The project a copy may be made from: a duplicate only of one's own; a remix of a public
 * project by anyone, and of a workspace's other projects only by its editors and admins (a
 * viewer reads, but does not carry the source off). A secret project is shared with the link
 * only, not given away; a private one is not found.
 */
async function sourceFor(db: Database, projectId: string, userId: string, kind: ProjectCopyKind) {
  if (kind === 'duplicate') return authorizeProject(db, projectId, userId, 'edit', projectActionTexts.duplicateDenied);
  const { project, role } = await findViewableProject(db, projectId, userId);
  if (project.visibility === 'public') return project;
  if (!role) throw new ApiError(403, 'not_remixable', projectActionTexts.notRemixable);
  return authorizeProject(db, projectId, userId, 'remix');
}

/** What the copy keeps of its source: a remix leaves the owner's settings and instructions behind. */
function copyValues(source: Project, kind: ProjectCopyKind, hasFiles: boolean) {
  const base = {
    name: copyName(source.name, kind),
    description: source.description,
    status: hasFiles ? 'completed' : 'draft',
  };
  // A remix of a project that was not public stays private: it leaves the workspace, not the team's eyes.
  if (kind === 'remix') return source.visibility === 'public' ? base : { ...base, visibility: 'private' };
  // A duplicate stays as visible as its source: copying never makes an app more public.
  const { visibility, model, discussMode, customInstructions } = source;
  return { ...base, visibility, model, discussMode, customInstructions };
}

/**
 * A new project made by `userId` with the source's current files and its own empty everything
 * else (chat, data, live link), counted against the plan like any new project: a duplicate in
 * the source's workspace, a remix in the user's personal one. Its first version says where its
 * files came from.
 */
export async function copyProject(db: Database, projectId: string, userId: string, kind: ProjectCopyKind) {
  const source = await sourceFor(db, projectId, userId, kind);
  const copy = await db.transaction(async (tx) => {
    const files = await projectFileRows(tx, source.id);
    const into = kind === 'duplicate' ? source.workspaceId : undefined;
    const made = await insertProjectWithinPlan(tx, userId, copyValues(source, kind, files.length > 0), into);
    const created = made.project;
    for (let start = 0; start < files.length; start += filesPerInsert) {
      const chunk = files.slice(start, start + filesPerInsert);
      await tx.insert(projectFiles).values(chunk.map((file) => ({ ...file, projectId: created.id })));
    }
    if (files.length) await snapshotProject(tx, created.id, { summary: copySummary(kind, source.name) });
    await recordAudit(tx, {
      workspaceId: created.workspaceId,
      actorId: userId,
      action: 'project.created',
      target: created.name,
      detail: { [kind === 'duplicate' ? 'duplicateOf' : 'remixOf']: source.name },
    });
    // The workspace it left keeps a line too: who took a copy of what, and where.
    if (created.workspaceId !== source.workspaceId)
      await recordAudit(tx, {
        workspaceId: source.workspaceId,
        actorId: userId,
        action: 'project.remixed_out',
        target: source.name,
        detail: { copy: created.name, visibility: created.visibility },
      });
    return made;
  });
  return projectView(copy.project, { role: copy.role, canEdit: true });
}
