import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { cloudSdkModule } from '../../../shared/app-template';
import type { Env } from '../../core/env';
import { inProduct } from '../../core/product-root';
import type { Database } from '../../db/client';
import { liveSites } from '../../db/schema';
import { liveOrigin, previewOrigin } from '../hosting/app-hosts';
import type { ExportFile } from './export-file';

const sdkDir = inProduct('templates/cloud-sdk');
export const exportedSdkFolder = 'shipwright-cloud';
/** What the exported package.json names the SDK by: the folder beside it, as a local package. */
export const exportedSdkDependency = `file:./${exportedSdkFolder}`;
const relativeBase = "export const base = '/_cloud/v1';";

/** Whether any of the project's files imports the SDK. */
export const usesCloudSdk = (files: ReadonlyArray<ExportFile>) =>
  files.some((f) => f.content.includes(`'${cloudSdkModule}'`) || f.content.includes(`"${cloudSdkModule}"`));

/**
 * What an exported project needs to keep talking to its backend: the SDK's source with its
 * address made absolute (the live app's when there is one, else the preview's), as a local
 * package (the project's package.json names it as `exportedSdkDependency`). Answers the files
 * and that address, or null for projects that never import it.
 */
export async function exportedSdk(
  { db, env }: { db: Database; env: Env },
  projectId: string,
  files: ReadonlyArray<ExportFile>,
): Promise<{ origin: string; files: ExportFile[] } | null> {
  if (!usesCloudSdk(files)) return null;
  const [site] = await db.select({ slug: liveSites.slug }).from(liveSites).where(eq(liveSites.projectId, projectId));
  const origin = site ? liveOrigin(env, site.slug) : previewOrigin(env, projectId);
  const sdk = readdirSync(sdkDir)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => {
      const source = readFileSync(path.join(sdkDir, name), 'utf8');
      const content =
        name === 'client.ts' ? source.replace(relativeBase, `export const base = '${origin}/_cloud/v1';`) : source;
      return { path: `${exportedSdkFolder}/${name}`, content };
    });
  const manifest = {
    name: cloudSdkModule,
    version: '1.0.0',
    private: true,
    type: 'module',
    main: 'index.ts',
    peerDependencies: { react: '>=18' },
  };
  return {
    origin,
    files: [...sdk, { path: `${exportedSdkFolder}/package.json`, content: `${JSON.stringify(manifest, null, 2)}\n` }],
  };
}
