import { strToU8, zipSync } from 'fflate';
import type { Project } from '../../access/project-access';
import type { ExportFile } from '../../apps/export/export-project';
import { projectSlug } from '../../apps/export/project-slug';

/** A project's exported files (`exportProject`) as a zip under one folder named after the project. */
export function projectZip(project: Project, files: ExportFile[]) {
  const folder = projectSlug(project.name) || 'project';
  const entries: Record<string, Uint8Array> = {};
  for (const file of files) entries[`${folder}/${file.path.replace(/^\/+/, '')}`] = strToU8(file.content);
  if (files.length === 0) {
    // Nothing generated yet: a README says so rather than handing over an empty archive.
    entries[`${folder}/README.md`] = strToU8(
      `# ${project.name}\n\nNo files have been generated for this project yet.\n\nPrompt:\n\n${project.description}\n`,
    );
  }
  return { fileName: `${folder}.zip`, bytes: zipSync(entries, { level: 6 }) };
}
