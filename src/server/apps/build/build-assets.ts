import { and, eq, inArray } from 'drizzle-orm';
import { LruMap } from '../../core/lru-map';
import { sha256Hex } from '../../core/sha256';
import type { Database } from '../../db/client';
import { buildArtifacts } from '../../db/schema';
import { type Storage, StorageConflictError } from '../../vendors/storage';

export type AssetFile = 'js' | 'css';

/** A project's builds' assets in the object store, all under one folder (removed with the project). */
export const buildAssetsFolder = (projectId: string) => `builds/${projectId}`;

const contentTypes: Record<AssetFile, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};
/** Assets kept in memory per instance: they never change under their key, so a copy is always right. */
const cachedAssets = 32;

/**
 * Build scripts and styles in the shared object store (S3_BUCKET), so the database holds only
 * their key: `builds/<project>/<sha256 of script and styles>.js|.css`. Content-addressed, so
 * the same output is stored once per project and a key's bytes never change; a deployment
 * points at its build row, which is never pruned, so its assets stay as they were.
 */
export class BuildAssets {
  private readonly cache = new LruMap<string, string>(cachedAssets);

  constructor(private readonly storage: Storage) {}

  async store(projectId: string, assets: Record<AssetFile, string>) {
    const key = `${buildAssetsFolder(projectId)}/${sha256Hex(`${assets.js}\0${assets.css}`)}`;
    for (const file of ['js', 'css'] as const) {
      const bytes = new TextEncoder().encode(assets[file]);
      // Already there: the same output, stored by an earlier build or another instance.
      await this.storage.put(`${key}.${file}`, bytes, { contentType: contentTypes[file] }).catch((error) => {
        if (!(error instanceof StorageConflictError)) throw error;
      });
    }
    return key;
  }

  async read(key: string, file: AssetFile) {
    const name = `${key}.${file}`;
    const cached = this.cache.get(name);
    if (cached !== undefined) return cached;
    const bytes = await this.storage.get(name);
    if (!bytes) throw new Error(`build asset ${name} is missing from the object store`);
    const text = new TextDecoder().decode(bytes);
    this.cache.set(name, text);
    return text;
  }

  /** After builds were pruned: their assets, unless a remaining build of the project has the same. */
  async removeUnused(db: Database, projectId: string, keys: string[]) {
    const candidates = [...new Set(keys)];
    if (!candidates.length) return;
    const kept = await db
      .select({ key: buildArtifacts.assetsKey })
      .from(buildArtifacts)
      .where(and(eq(buildArtifacts.projectId, projectId), inArray(buildArtifacts.assetsKey, candidates)));
    const used = new Set(kept.map((row) => row.key));
    for (const key of candidates.filter((k) => !used.has(k))) {
      for (const file of ['js', 'css'] as const) await this.storage.remove(`${key}.${file}`);
    }
  }
}
