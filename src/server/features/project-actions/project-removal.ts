import { eq } from 'drizzle-orm';
import { projectActionTexts } from '../../../shared/project-actions';
import { recordProjectAudit } from '../../access/audit';
import { authorizeProject } from '../../access/project-access';
import { buildAssetsFolder } from '../../apps/build/build-assets';
import type { CloudChanges } from '../../apps/cloud/cloud-changes';
import { appStorageFolder, removeStoredFiles } from '../../apps/cloud/files.service';
import type { Logger } from '../../core/logger';
import type { Database } from '../../db/client';
import { cloudFiles, knowledgeFiles, projects } from '../../db/schema';
import type { Storage } from '../../vendors/storage';
import { blobsOfProject, removeUnusedBlobs } from '../versions/versions.service';

export interface RemovalDeps {
  db: Database;
  storage: Storage;
  logger: Logger;
  cloudChanges: CloudChanges;
}

/**
 * Deletes a project for good, by its owner. The database cascades from the project row to its
 * messages, files, versions, runs, builds, deployments, live link (so the app is down as this
 * commits), knowledge files and App Cloud data; after the commit its open live-update streams
 * end and its stored bytes go, and so do the file contents no other project shares.
 */
export async function deleteProject(
  { db, storage, logger, cloudChanges }: RemovalDeps,
  projectId: string,
  userId: string,
) {
  const project = await authorizeProject(db, projectId, userId, 'manage', projectActionTexts.deleteDenied);
  const stored = await db.transaction(async (tx) => {
    // Locking the row waits for writes that point at the project (an upload's row, a new
    // version) and makes later ones fail: the keys read below are then all there are.
    const [locked] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.id, project.id))
      .for('update');
    if (!locked) return null; // deleted meanwhile by another request
    // Logged in the workspace, so the line stays when the project's rows go.
    await recordProjectAudit(tx, project.id, userId, 'project.deleted');
    const appFiles = await tx
      .delete(cloudFiles)
      .where(eq(cloudFiles.projectId, project.id))
      .returning({ storageKey: cloudFiles.storageKey });
    const knowledge = await tx
      .delete(knowledgeFiles)
      .where(eq(knowledgeFiles.projectId, project.id))
      .returning({ storageKey: knowledgeFiles.filePath });
    const blobs = await blobsOfProject(tx, project.id);
    await tx.delete(projects).where(eq(projects.id, project.id));
    await removeUnusedBlobs(tx, blobs);
    return [...appFiles, ...knowledge];
  });
  cloudChanges.closeApp(project.id);
  if (stored) {
    // After the commit: a failure leaves bytes nobody points at (logged), never a row without bytes.
    await removeStoredFiles(storage, stored)
      .then(() => storage.removeFolder(appStorageFolder(project.id)))
      .then(() => storage.removeFolder(buildAssetsFolder(project.id)))
      .catch((error) => logger.error('stored files left after project delete', { projectId, error: String(error) }));
  }
  logger.info('project deleted', { projectId: project.id, userId, storedFiles: stored?.length ?? 0 });
  return { id: project.id };
}
