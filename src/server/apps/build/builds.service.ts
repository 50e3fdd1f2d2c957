import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { type BuildPurpose, describeProblems, isPlatformFailure } from '../../../shared/app-template';
import { LruMap } from '../../core/lru-map';
import type { Database } from '../../db/client';
import { buildArtifacts, projectFiles, projects } from '../../db/schema';
import type { PackageStore } from '../packages/package-store';
import { preparePackages } from '../packages/project-packages';
import { appSeo } from '../seo/app-seo';
import { appHtml } from './app-html';
import type { AssetFile, BuildAssets } from './build-assets';
import { pruneBuilds } from './build-history';
import type { BuildRunner } from './build-runner';
import type { PackageRoots } from './bundle';
import { readCloudRules } from './cloud-rules';
import { hashFor } from './files-hash';

export type Artifact = typeof buildArtifacts.$inferSelect;

/**
 * A build that failed for a reason that may pass (the registry was unreachable) answers for its
 * files only briefly; after that the same files are built again.
 */
const retryAfterMs = 30_000;
const isStale = (artifact: Artifact) =>
  artifact.status === 'failed' &&
  (artifact.problems ?? []).some((p) => p.retryable) &&
  Date.now() - artifact.createdAt.getTime() > retryAfterMs;

/** What the preview shows: never a deployment's live build. */
const isPreview = eq(buildArtifacts.purpose, 'preview');

export const assetBase = (artifactId: string) => `/__app/${artifactId}/`;

/** Where builds go when this process executes no jobs (a web-only instance): to the workers. */
export interface BuildQueue {
  send(projectId: string, filesHash: string, purpose: BuildPurpose): Promise<unknown>;
}
/** How long a build left to the workers may take, and how often its result is looked for. */
const queuedBuildMs = 3 * 60_000;
const queuedBuildPollMs = 100;

/**
 * Builds a project's current files, or finds the build of exactly these files. Two requests
 * for the same files share one build.
 */
export class Builds {
  private readonly inflight = new Map<string, Promise<Artifact>>();
  /**
   * The last good bundles, by the hash of the files they were built from. The outputs depend on
   * nothing but those files, and many projects hold the same ones (every new project is the
   * starter until its first reply), so a project whose files were bundled before, for it or for
   * another, skips the bundler. Only an identical set of files finds an entry, so nothing of one
   * project reaches another that does not already hold it (ADR 0017).
   */
  private readonly recent = new LruMap<string, { js: string; css: string; functions: Record<string, string> }>(12);

  private readonly queue?: BuildQueue;
  private readonly assets?: BuildAssets;

  /** `queue`: builds go to the workers; `assets`: scripts and styles go to the object store. */
  constructor(
    private readonly db: Database,
    private readonly pool: BuildRunner,
    private readonly packages: PackageStore,
    options: { queue?: BuildQueue; assets?: BuildAssets } = {},
  ) {
    this.queue = options.queue;
    this.assets = options.assets;
  }

  /** A good build's script or styles, from its row or from the object store. */
  async asset(artifact: Artifact, file: AssetFile) {
    if (!artifact.assetsKey) return artifact[file];
    if (!this.assets) throw new Error('this build is in the object store, and S3_BUCKET is not set here');
    return this.assets.read(artifact.assetsKey, file);
  }

  /** The build of the project's current files for `purpose`: a preview, or what a deploy publishes. */
  async current(projectId: string, purpose: BuildPurpose = 'preview'): Promise<Artifact | null> {
    const files = await this.filesOf(projectId);
    if (files.size === 0) return null;
    const hash = hashFor(files, purpose);
    const key = `${projectId}:${hash}`;
    let build = this.inflight.get(key);
    if (!build) {
      build = this.findOrBuild(projectId, hash, files, purpose).finally(() => this.inflight.delete(key));
      this.inflight.set(key, build);
    }
    return build;
  }

  /** The newest build that worked: what the preview shows while a broken one is being fixed. */
  async latestGood(projectId: string) {
    const [row] = await this.db
      .select()
      .from(buildArtifacts)
      .where(and(eq(buildArtifacts.projectId, projectId), eq(buildArtifacts.status, 'ok'), isPreview))
      .orderBy(desc(buildArtifacts.createdAt))
      .limit(1);
    return row ?? null;
  }

  /** Only the id of the newest good build: most requests need no more than that. */
  async latestGoodId(projectId: string) {
    const [row] = await this.db
      .select({ id: buildArtifacts.id })
      .from(buildArtifacts)
      .where(and(eq(buildArtifacts.projectId, projectId), eq(buildArtifacts.status, 'ok'), isPreview))
      .orderBy(desc(buildArtifacts.createdAt))
      .limit(1);
    return row?.id ?? null;
  }

  /** A build's backend rules without its script and styles. */
  async rulesOf(projectId: string, artifactId: string) {
    const [row] = await this.db
      .select({ rules: buildArtifacts.cloudRules })
      .from(buildArtifacts)
      .where(and(eq(buildArtifacts.id, artifactId), eq(buildArtifacts.projectId, projectId)))
      .limit(1);
    return row?.rules ?? null;
  }

  async byId(projectId: string, artifactId: string) {
    const [row] = await this.db
      .select()
      .from(buildArtifacts)
      .where(and(eq(buildArtifacts.id, artifactId), eq(buildArtifacts.projectId, projectId)))
      .limit(1);
    return row ?? null;
  }

  /**
   * The files are back as they were in an older build (a restore, an undone edit): that build
   * becomes the newest good one again, which is the one the preview serves.
   */
  private async reused(projectId: string, existing: Artifact) {
    if (
      existing.status !== 'ok' ||
      existing.purpose !== 'preview' ||
      (await this.latestGoodId(projectId)) === existing.id
    )
      return existing;
    const [row] = await this.db
      .update(buildArtifacts)
      .set({ createdAt: new Date() })
      .where(eq(buildArtifacts.id, existing.id))
      .returning();
    return row ?? existing;
  }

  /** A build of files not saved (an agent's working copy): its script, styles and backend rules, or its problems; nothing is stored. */
  async bundleOf(projectId: string, files: ReadonlyMap<string, string>) {
    const cloud = readCloudRules(files);
    if ('problem' in cloud) return { ok: false as const, problems: [cloud.problem] };
    const packages = await preparePackages(this.packages, files);
    if (!packages.ok) return { ok: false as const, problems: packages.problems };
    const built = await this.run(projectId, files, packages.roots, true);
    return built.ok ? { ...built, rules: cloud.rules } : built;
  }

  /** The problems of files not saved: a build's or a type-check's ([] when clean). */
  async problemsOf(projectId: string, files: ReadonlyMap<string, string>, check: 'build' | 'types') {
    if (check === 'build') {
      const built = await this.bundleOf(projectId, files);
      // A build the server could not run found nothing about the app, as an unfinished type-check.
      if (!built.ok && isPlatformFailure(built.problems)) throw new Error(describeProblems(built.problems));
      return built.ok ? [] : built.problems;
    }
    const packages = await preparePackages(this.packages, files);
    if (!packages.ok) return packages.problems;
    const result = await this.pool.typeCheck(projectId, files, packages.roots);
    // A check stopped on its way found nothing about the app: saying "1 type error" would be untrue.
    if (result.unfinished) throw new Error(result.problems[0]?.message ?? 'The type-check did not finish.');
    return result.ok ? [] : result.problems;
  }

  /** Installs the packages package.json adds (shared cache), then bundles with them. */
  private async bundle(projectId: string, files: ReadonlyMap<string, string>, hash: string, purpose: BuildPurpose) {
    const recent = this.recent.get(hash);
    if (recent) return { ok: true as const, ...recent };
    const packages = await preparePackages(this.packages, files);
    if (!packages.ok) {
      return {
        ok: false as const,
        problems: packages.problems.map((p) => ({ ...p, retryable: packages.retryable || undefined })),
      };
    }
    const result = await this.run(projectId, files, packages.roots, purpose === 'preview');
    if (result.ok) this.recent.set(hash, { js: result.js, css: result.css, functions: result.functions });
    return result;
  }

  private async built(projectId: string, hash: string) {
    const [row] = await this.db
      .select()
      .from(buildArtifacts)
      .where(and(eq(buildArtifacts.projectId, projectId), eq(buildArtifacts.filesHash, hash)))
      .limit(1);
    return row ?? null;
  }

  /**
   * A worker builds it (the project's current files, so the hash is the same unless they changed
   * meanwhile, when the newer files are what is wanted anyway); the artifact is then in the database.
   */
  private async builtByWorker(
    projectId: string,
    hash: string,
    purpose: BuildPurpose,
    queue: BuildQueue,
  ): Promise<Artifact | null> {
    await queue.send(projectId, hash, purpose);
    const deadline = Date.now() + queuedBuildMs;
    for (let polls = 1; Date.now() < deadline; polls++) {
      await new Promise((resolve) => setTimeout(resolve, queuedBuildPollMs));
      const row = await this.built(projectId, hash);
      if (row && !isStale(row)) return this.reused(projectId, row);
      if (polls % 20 === 0 && hashFor(await this.filesOf(projectId), purpose) !== hash)
        return this.current(projectId, purpose);
    }
    throw new Error(`no worker built the preview of ${projectId} within ${queuedBuildMs / 1000} s`);
  }

  /** A build in its owner's turn: the project's workspace, which builds are shared fairly by (ADR 0034). */
  private async run(projectId: string, files: ReadonlyMap<string, string>, roots: PackageRoots, tagSources: boolean) {
    const [row] = await this.db
      .select({ owner: projects.workspaceId })
      .from(projects)
      .where(eq(projects.id, projectId));
    return this.pool.build(projectId, files, roots, { tagSources, owner: row?.owner ?? projectId });
  }

  /** The project's current files by path: what a build (or a deploy's review) reads. */
  async filesOf(projectId: string) {
    const rows = await this.db
      .select({ path: projectFiles.filePath, content: projectFiles.content })
      .from(projectFiles)
      .where(eq(projectFiles.projectId, projectId));
    return new Map(rows.map((r) => [r.path, r.content]));
  }

  private async findOrBuild(
    projectId: string,
    hash: string,
    files: ReadonlyMap<string, string>,
    purpose: BuildPurpose,
  ): Promise<Artifact> {
    const existing = await this.built(projectId, hash);
    if (existing && !isStale(existing)) return this.reused(projectId, existing);
    if (this.queue) {
      const built = await this.builtByWorker(projectId, hash, purpose, this.queue);
      if (built) return built;
    }
    if (existing) await this.db.delete(buildArtifacts).where(eq(buildArtifacts.id, existing.id));
    const started = performance.now();
    const cloud = readCloudRules(files);
    const result =
      'problem' in cloud
        ? { ok: false as const, problems: [cloud.problem] }
        : await this.bundle(projectId, files, hash, purpose);
    const id = randomUUID();
    const values =
      result.ok && 'rules' in cloud
        ? {
            status: 'ok',
            ...(this.assets
              ? { assetsKey: await this.assets.store(projectId, { js: result.js, css: result.css }) }
              : { js: result.js, css: result.css }),
            html: appHtml(files.get('index.html'), assetBase(id)),
            sizeBytes: Buffer.byteLength(result.js) + Buffer.byteLength(result.css),
            cloudRules: cloud.rules,
            functions: result.functions,
            seo: appSeo(files),
          }
        : { status: 'failed', problems: result.ok ? [] : result.problems };
    const [row] = await this.db
      .insert(buildArtifacts)
      .values({
        id,
        projectId,
        filesHash: hash,
        purpose,
        durationMs: Math.round(performance.now() - started),
        ...values,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return this.findOrBuild(projectId, hash, files, purpose); // another process built the same files first
    await pruneBuilds(this.db, projectId, this.assets);
    return row;
  }
}
