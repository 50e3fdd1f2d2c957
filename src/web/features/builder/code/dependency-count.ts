import type { BuilderFile } from '../session/builder-session';

/** How many packages package.json names, read from the files the builder already has (0 when unreadable). */
export function dependencyCount(files: BuilderFile[]): number {
  const manifest = files.find((f) => f.filePath === 'package.json');
  if (!manifest) return 0;
  try {
    const dependencies = (JSON.parse(manifest.content) as { dependencies?: unknown })?.dependencies;
    return dependencies && typeof dependencies === 'object' ? Object.keys(dependencies).length : 0;
  } catch {
    return 0;
  }
}
