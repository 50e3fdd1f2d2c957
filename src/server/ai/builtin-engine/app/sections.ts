import type { SectionKind } from '../understand/spec';
import { q } from './shell';
import { templateFile } from './templates';

// Home-page sections the engine knows how to add (from the first prompt or a follow-up). Each is a
// file in templates/shell/src/components/sections/, copied as it is except for the app's name.

const APP_NAME = /'?__APP_NAME__/g;

export function sectionComponent(kind: SectionKind): string {
  return `${kind[0].toUpperCase()}${kind.slice(1)}Section`;
}

export function sectionPath(kind: SectionKind): string {
  return `src/components/sections/${sectionComponent(kind)}.tsx`;
}

/**
 * The section's source with `__APP_NAME__` filled in: escaped where it opens a quoted string,
 * and without the characters that would start markup or an expression where it is JSX text.
 */
export function sectionSource(kind: SectionKind, appName: string): string {
  const quoted = q(appName).slice(0, -1);
  const text = appName.replace(/[{}<>]/g, '');
  return templateFile(`shell/${sectionPath(kind)}`).replace(APP_NAME, (m) => (m.startsWith("'") ? quoted : text));
}
