import { and, asc, desc, eq, inArray, lt, notExists, notInArray, sql } from 'drizzle-orm';
import { authorizeProject, findViewableProject } from '../../access/project-access';
import { sha256Hex } from '../../core/sha256';
import type { Database, Transaction } from '../../db/client';
import { fileBlobs, projectFiles, projects, projectVersionFiles, projectVersions } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { isUuid } from '../../http/is-uuid';
import { changesByVersion, diffOf } from './version-changes';

type Executor = Database | Transaction;
type Version = typeof projectVersions.$inferSelect;

const versionView = (v: Version, fileCount: number) => ({
  id: v.id,
  number: v.number,
  messageId: v.messageId,
  restoredFromId: v.restoredFromId,
  summary: v.summary,
  createdAt: v.createdAt.toISOString(),
  fileCount,
});

type SnapshotDetails = { messageId?: string | null; restoredFromId?: string | null; summary?: string };

/** Records the project's current files as its next version. */
export function snapshotProject(db: Database, projectId: string, details: SnapshotDetails = {}) {
  return db.transaction((tx) => snapshotInTransaction(tx, projectId, details));
}

// The project row lock only holds inside a transaction: that is what keeps numbers sequential.
async function snapshotInTransaction(db: Transaction, projectId: string, details: SnapshotDetails) {
  await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
  // Blobs are shared between projects: while a deleted project's unused blobs are removed, no
  // snapshot may start pointing at one of them (see removeUnusedBlobs).
  await db.execute(sql`select pg_advisory_xact_lock_shared(hashtext('file_blobs'))`);
  const files = await db.select().from(projectFiles).where(eq(projectFiles.projectId, projectId));
  const blobs = files.map((f) => ({
    hash: sha256Hex(f.content),
    content: f.content,
    size: Buffer.byteLength(f.content),
  }));
  if (blobs.length) await db.insert(fileBlobs).values(blobs).onConflictDoNothing();
  const [last] = await db
    .select({ number: sql<number>`coalesce(max(${projectVersions.number}), 0)`.mapWith(Number) })
    .from(projectVersions)
    .where(eq(projectVersions.projectId, projectId));
  const [version] = await db
    .insert(projectVersions)
    .values({
      projectId,
      number: (last?.number ?? 0) + 1,
      messageId: details.messageId ?? null,
      restoredFromId: details.restoredFromId ?? null,
      summary: details.summary ?? '',
    })
    .returning();
  const created = version as Version;
  if (files.length) {
    await db.insert(projectVersionFiles).values(
      files.map((f, i) => ({
        versionId: created.id,
        filePath: f.filePath,
        blobHash: (blobs[i] as { hash: string }).hash,
        fileType: f.fileType,
        isFrozen: f.isFrozen,
      })),
    );
  }
  return versionView(created, files.length);
}

export async function listVersions(db: Database, projectId: string, viewerId: string | null) {
  const { project } = await findViewableProject(db, projectId, viewerId);
  const rows = await db
    .select({
      version: projectVersions,
      fileCount: sql<number>`count(${projectVersionFiles.filePath})`.mapWith(Number),
    })
    .from(projectVersions)
    .leftJoin(projectVersionFiles, eq(projectVersionFiles.versionId, projectVersions.id))
    .where(eq(projectVersions.projectId, project.id))
    .groupBy(projectVersions.id)
    .orderBy(desc(projectVersions.number));
  const changes = await changesByVersion(db, project.id);
  return {
    versions: rows.map((r) => ({ ...versionView(r.version, r.fileCount), changes: changes.get(r.version.id) ?? [] })),
  };
}

async function findVersion(db: Database, projectId: string, versionId: string) {
  const notFound = new ApiError(404, 'not_found', 'That version is not part of this project.');
  if (!isUuid(versionId)) throw notFound;
  const [version] = await db
    .select()
    .from(projectVersions)
    .where(and(eq(projectVersions.id, versionId), eq(projectVersions.projectId, projectId)))
    .limit(1);
  if (!version) throw notFound;
  return version;
}

export const versionFileRows = (db: Executor, versionId: string) =>
  db
    .select({
      filePath: projectVersionFiles.filePath,
      fileType: projectVersionFiles.fileType,
      isFrozen: projectVersionFiles.isFrozen,
      content: fileBlobs.content,
    })
    .from(projectVersionFiles)
    .innerJoin(fileBlobs, eq(fileBlobs.hash, projectVersionFiles.blobHash))
    .where(eq(projectVersionFiles.versionId, versionId))
    .orderBy(asc(projectVersionFiles.filePath));

/** A version's code, for previewing it before a restore. */
export async function versionFiles(db: Database, projectId: string, versionId: string, viewerId: string | null) {
  const { project } = await findViewableProject(db, projectId, viewerId);
  const version = await findVersion(db, project.id, versionId);
  return { version: versionView(version, 0), files: await versionFileRows(db, version.id) };
}

const snapshotOf = async (db: Database, versionId: string) =>
  new Map(
    (
      await db
        .select({ path: projectVersionFiles.filePath, hash: projectVersionFiles.blobHash })
        .from(projectVersionFiles)
        .where(eq(projectVersionFiles.versionId, versionId))
    ).map((r) => [r.path, r.hash]),
  );

/** What a version changed against the one before it (the first: against no files), both sides of each file. */
export async function versionDiff(db: Database, projectId: string, versionId: string, viewerId: string | null) {
  const { project } = await findViewableProject(db, projectId, viewerId);
  const version = await findVersion(db, project.id, versionId);
  const [previous] = await db
    .select()
    .from(projectVersions)
    .where(and(eq(projectVersions.projectId, project.id), lt(projectVersions.number, version.number)))
    .orderBy(desc(projectVersions.number))
    .limit(1);
  const before = previous ? await snapshotOf(db, previous.id) : new Map<string, string>();
  return {
    version: versionView(version, 0),
    previous: previous ? { id: previous.id, number: previous.number } : null,
    files: await diffOf(db, before, await snapshotOf(db, version.id)),
  };
}

type ProjectFile = { filePath: string; content: string; fileType: string; isFrozen: boolean };

/** A project's files as `replaceProjectFiles` and copies take them. */
export const projectFileRows = (db: Executor, projectId: string): Promise<ProjectFile[]> =>
  db
    .select({
      filePath: projectFiles.filePath,
      content: projectFiles.content,
      fileType: projectFiles.fileType,
      isFrozen: projectFiles.isFrozen,
    })
    .from(projectFiles)
    .where(eq(projectFiles.projectId, projectId));

/**
 * Makes the project's files exactly `files` (others are removed). A frozen flag already set is
 * kept: a file frozen now stays frozen whatever the new files say.
 */
export async function replaceProjectFiles(tx: Transaction, projectId: string, files: ProjectFile[]) {
  const paths = files.map((f) => f.filePath);
  await tx
    .delete(projectFiles)
    .where(
      paths.length
        ? and(eq(projectFiles.projectId, projectId), notInArray(projectFiles.filePath, paths))
        : eq(projectFiles.projectId, projectId),
    );
  for (const file of files) {
    await tx
      .insert(projectFiles)
      .values({ projectId, ...file })
      .onConflictDoUpdate({
        target: [projectFiles.projectId, projectFiles.filePath],
        set: { content: file.content, fileType: file.fileType, updatedAt: new Date() },
      });
  }
  await tx.update(projects).set({ updatedAt: new Date() }).where(eq(projects.id, projectId));
}

/**
 * Puts a version's files back (files it lacks are removed) and records that as a new version.
 * Frozen flags are kept: a file frozen now stays frozen, a file that returns brings its old flag.
 */
export async function restoreVersion(db: Database, projectId: string, versionId: string, userId: string) {
  const project = await authorizeProject(
    db,
    projectId,
    userId,
    'edit',
    'Only the project owner can restore a version.',
  );
  const version = await findVersion(db, project.id, versionId);
  return db.transaction(async (tx) => {
    await replaceProjectFiles(tx, project.id, await versionFileRows(tx, version.id));
    return snapshotProject(tx, project.id, {
      restoredFromId: version.id,
      summary: `Restored version ${version.number}`,
    });
  });
}

/** The blobs a project's versions point at: the ones that may be unused once it is gone. */
export async function blobsOfProject(tx: Transaction, projectId: string) {
  const rows = await tx
    .selectDistinct({ hash: projectVersionFiles.blobHash })
    .from(projectVersionFiles)
    .innerJoin(projectVersions, eq(projectVersions.id, projectVersionFiles.versionId))
    .where(eq(projectVersions.projectId, projectId));
  return rows.map((r) => r.hash);
}

/**
 * Removes those of `hashes` no version points at any more (a deleted project's file contents),
 * holding off new snapshots meanwhile so none can point at a blob as it goes.
 */
export async function removeUnusedBlobs(tx: Transaction, hashes: string[]) {
  if (hashes.length === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('file_blobs'))`);
  const used = tx
    .select({ one: sql`1` })
    .from(projectVersionFiles)
    .where(eq(projectVersionFiles.blobHash, fileBlobs.hash));
  for (let start = 0; start < hashes.length; start += 1000) {
    await tx.delete(fileBlobs).where(and(inArray(fileBlobs.hash, hashes.slice(start, start + 1000)), notExists(used)));
  }
}
