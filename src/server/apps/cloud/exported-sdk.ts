import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { cloudSdkModule } from '../../../shared/app-template';
import type { Env } from '../../core/env';
import type { Database } from '../../db/client';
import { liveSites } from '../../db/schema';
import { liveOrigin, previewOrigin } from '../hosting/app-hosts';

const sdkDir = path.resolve(import.meta.dirname, '../../../../templates/cloud-sdk');
export const exportedSdkFolder = 'shipwright-cloud';
const relativeBase = "export const base = '/_cloud/v1';";

type ExportFile = { path: string; content: string };

/** A project's files as they leave us (zip, GitHub): with the SDK package when the app uses it. */
export async function filesForExport(deps: { db: Database; env: Env }, projectId: string, files: ExportFile[]) {
  const byPath = new Map(files.map((f) => [f.path, f]));
  for (const extra of await exportedCloudFiles(deps, projectId, files)) byPath.set(extra.path, extra);
  return [...byPath.values()];
}

/**
 * What an exported project needs to keep talking to its backend: the SDK's source with its
 * address made absolute (the live app's when there is one, else the preview's), as a local
 * package the project's package.json depends on. Projects that never import it get nothing.
 */
async function exportedCloudFiles(
  { db, env }: { db: Database; env: Env },
  projectId: string,
  files: ReadonlyArray<ExportFile>,
): Promise<ExportFile[]> {
  if (!files.some((f) => f.content.includes(`'${cloudSdkModule}'`) || f.content.includes(`"${cloudSdkModule}"`))) {
    return [];
  }
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
  return [
    ...sdk,
    { path: `${exportedSdkFolder}/package.json`, content: `${JSON.stringify(manifest, null, 2)}\n` },
    ...withSdkDependency(files),
  ];
}

/** The project's package.json, naming the local SDK package (left alone when it is not valid JSON). */
function withSdkDependency(files: ReadonlyArray<ExportFile>) {
  const pkg = files.find((f) => f.path === 'package.json');
  if (!pkg) return [];
  try {
    const json = JSON.parse(pkg.content) as { dependencies?: Record<string, string> };
    json.dependencies = { ...json.dependencies, [cloudSdkModule]: `file:./${exportedSdkFolder}` };
    return [{ path: 'package.json', content: `${JSON.stringify(json, null, 2)}\n` }];
  } catch {
    return [];
  }
}
