import { and, eq, sql } from 'drizzle-orm';
import { changeDependency, type DependencyChange, manifestPath } from '../../../shared/file-edits/dependency';
import { fileTypeOf } from '../../../shared/file-edits/paths';
import {
  type AddDependency,
  dependencyTexts,
  isCurated,
  noRegistryMessage,
  packageLimits,
} from '../../../shared/packages';
import { authorizeProject, findViewableProject, type Project } from '../../access/project-access';
import { productVersion } from '../../apps/packages/curated';
import { PackageError } from '../../apps/packages/package-error';
import type { PackageStore } from '../../apps/packages/package-store';
import { dependencyViews } from '../../apps/packages/project-packages';
import type { Database, Transaction } from '../../db/client';
import { generationRuns, projectFiles, projects } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { snapshotProject } from '../versions/versions.service';

type Deps = { db: Database; packages: PackageStore };
type Executor = Database | Transaction;

const manifestOf = async (db: Executor, projectId: string) => {
  const [row] = await db
    .select({ content: projectFiles.content, isFrozen: projectFiles.isFrozen })
    .from(projectFiles)
    .where(and(eq(projectFiles.projectId, projectId), eq(projectFiles.filePath, manifestPath)))
    .limit(1);
  return row ?? null;
};

const viewsOf = async (packages: PackageStore, content: string | undefined) =>
  dependencyViews(packages, new Map(content === undefined ? [] : [[manifestPath, content]]));

/** package.json's dependencies with the versions the app is built with: anyone who may view the project. */
export async function listDependencies({ db, packages }: Deps, projectId: string, viewerId: string | null) {
  const { project } = await findViewableProject(db, projectId, viewerId);
  return { dependencies: await viewsOf(packages, (await manifestOf(db, project.id))?.content) };
}

/** Why a change is refused before anything is written: checked once up front, again under the lock. */
async function refusal(db: Executor, projectId: string, manifest: Awaited<ReturnType<typeof manifestOf>>) {
  if (manifest?.isFrozen) return new ApiError(409, 'file_frozen', dependencyTexts.frozen);
  const [running] = await db
    .select({ id: generationRuns.id })
    .from(generationRuns)
    .where(and(eq(generationRuns.projectId, projectId), eq(generationRuns.status, 'running')))
    .limit(1);
  if (running) return new ApiError(409, 'generation_running', dependencyTexts.busy);
  if (manifest) return null;
  const [files] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(projectFiles)
    .where(eq(projectFiles.projectId, projectId));
  return files?.count ? null : new ApiError(409, 'no_files', dependencyTexts.noFiles);
}

function changeOrThrow(change: DependencyChange, name: string) {
  if (change.ok) return change;
  if (change.code === 'too_many') {
    throw new ApiError(422, 'too_many_packages', dependencyTexts.tooMany(packageLimits.maxPerProject));
  }
  if (change.code === 'not_listed') throw new ApiError(404, 'dependency_not_found', dependencyTexts.notListed(name));
  throw new ApiError(422, 'invalid_package_json', dependencyTexts.invalidManifest(change.reason));
}

/** The exact version to write: the product's own for a ready-made package, else the registry's answer. */
async function exactVersion(packages: PackageStore, name: string, spec: string) {
  if (isCurated(name)) return productVersion(name);
  try {
    return (await packages.resolve(name, spec)).version;
  } catch (error) {
    if (!(error instanceof PackageError)) throw error;
    if (error.code === 'not_found') throw new ApiError(404, 'package_not_found', error.message);
    if (error.code === 'unreachable') throw new ApiError(503, 'registry_unreachable', noRegistryMessage(name));
    throw new ApiError(422, 'package_unavailable', error.message);
  }
}

/**
 * Writes package.json with one dependency set (a version) or removed (null) and records the
 * result as a new version, as a restore does. The project row is locked so two changes, or a
 * change and a reply starting, cannot interleave.
 */
async function writeDependency(db: Database, project: Project, name: string, version: string | null) {
  return db.transaction(async (tx) => {
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, project.id)).for('update');
    const manifest = await manifestOf(tx, project.id);
    const refused = await refusal(tx, project.id, manifest);
    if (refused) throw refused;
    const change = changeOrThrow(changeDependency(manifest?.content, name, version), name);
    if (!change.changed) return { content: change.content, version: null };
    await tx
      .insert(projectFiles)
      .values({
        projectId: project.id,
        filePath: manifestPath,
        content: change.content,
        fileType: fileTypeOf(manifestPath),
      })
      .onConflictDoUpdate({
        target: [projectFiles.projectId, projectFiles.filePath],
        set: { content: change.content, updatedAt: new Date() },
      });
    await tx.update(projects).set({ updatedAt: new Date() }).where(eq(projects.id, project.id));
    const summary =
      version === null
        ? dependencyTexts.removed(name)
        : change.previous === null
          ? dependencyTexts.added(name, version)
          : dependencyTexts.updated(name, version);
    return { content: change.content, version: await snapshotProject(tx, project.id, { summary }) };
  });
}

export async function addDependency({ db, packages }: Deps, projectId: string, userId: string, input: AddDependency) {
  const project = await authorizeProject(db, projectId, userId, 'edit', dependencyTexts.ownerOnly);
  // Cheap refusals first: no registry call for a change that cannot be written anyway.
  const manifest = await manifestOf(db, project.id);
  const refused = await refusal(db, project.id, manifest);
  if (refused) throw refused;
  changeOrThrow(changeDependency(manifest?.content, input.name, input.version ?? 'latest'), input.name);
  const version = await exactVersion(packages, input.name, input.version ?? 'latest');
  const written = await writeDependency(db, project, input.name, version);
  return { dependencies: await viewsOf(packages, written.content), version: written.version };
}

export async function removeDependency({ db, packages }: Deps, projectId: string, userId: string, name: string) {
  const project = await authorizeProject(db, projectId, userId, 'edit', dependencyTexts.ownerOnly);
  const written = await writeDependency(db, project, name, null);
  return { dependencies: await viewsOf(packages, written.content), version: written.version };
}
