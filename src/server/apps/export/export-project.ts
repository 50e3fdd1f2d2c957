import { cloudSdkModule } from '../../../shared/app-template';
import { functionsOf } from '../../../shared/functions/limits';
import type { Env } from '../../core/env';
import type { Database } from '../../db/client';
import type { PackageStore } from '../packages/package-store';
import { pinnedDependencies } from '../packages/project-packages';
import type { ExportFile } from './export-file';
import { devFunctionsClient, functionsDevFiles } from './export-functions';
import { exportManifest } from './export-manifest';
import { exportReadme, scaffoldFiles } from './export-scaffold';
import { exportedSdk, exportedSdkDependency, exportedSdkFolder } from './exported-sdk';
import { projectSlug } from './project-slug';

export type { ExportFile };

export interface ExportDeps {
  db: Database;
  env: Env;
  packages: PackageStore;
}

/**
 * A project's files as they leave us (zip, GitHub): a whole Vite + React + TypeScript + Tailwind
 * project that `npm install && npm run dev` runs, with every dependency at the exact version the
 * builder builds with, and the App Cloud SDK as a local package when the app uses it.
 *
 * Who wins where the project has a file of the same name: its own files (index.html, src/, and
 * even a vite.config.ts or tsconfig.json it wrote itself) are kept as they are; package.json is
 * merged (`exportManifest`); README.md is kept, with run instructions appended when it has none.
 * A project with no files yet exports nothing: there is no app to run.
 */
export async function exportProject(
  deps: ExportDeps,
  project: { id: string; name: string; visibility?: string },
  files: ReadonlyArray<ExportFile>,
): Promise<ExportFile[]> {
  if (files.length === 0) return [];
  const own = new Map(files.map((f) => [f.path.replace(/^\/+/, ''), f.content]));
  const sdk = await exportedSdk(deps, project.id, files);
  const pinned = await pinnedDependencies(deps.packages, own);
  if (sdk) pinned[cloudSdkModule] = exportedSdkDependency;

  const functions = functionsOf(own);
  const out = new Map<string, string>(Object.entries(scaffoldFiles(functions.length > 0)));
  if (functions.length) for (const file of functionsDevFiles(sdk?.origin ?? null)) out.set(file.path, file.content);
  for (const [path, content] of own) out.set(path, content);
  for (const file of sdk?.files ?? []) {
    const devClient = functions.length > 0 && file.path === `${exportedSdkFolder}/client.ts`;
    out.set(file.path, devClient ? devFunctionsClient(file.content) : file.content);
  }
  out.set(
    'package.json',
    exportManifest({ name: projectSlug(project.name) || 'app', source: own.get('package.json'), dependencies: pinned }),
  );
  const backend = sdk ? { origin: sdk.origin, private: project.visibility === 'private' } : null;
  out.set('README.md', exportReadme(project.name, own.get('README.md'), backend, functions));
  return [...out].map(([path, content]) => ({ path, content })).sort((a, b) => a.path.localeCompare(b.path));
}
