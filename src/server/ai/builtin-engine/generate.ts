import { itemType, KINDS, pageSource } from './kinds';
import { sectionComponent, sectionPath, sectionSource } from './sections';
import { appTsx, dataHeader, homeTsx, indexCss, indexHtml, listSource, shellComponents } from './shell';
import type { AppSpec } from './spec';

const KIND_LABEL: Record<AppSpec['archetype'], string> = {
  store: 'online store',
  learning: 'learning platform',
  music: 'music app',
  analytics: 'analytics dashboard',
  portfolio: 'portfolio',
  social: 'social app',
  admin: 'admin dashboard',
  blog: 'blog',
  tasks: 'task manager',
  booking: 'booking site',
  landing: 'landing page',
  generic: 'app',
};

const INTERACTIVE: Record<AppSpec['archetype'], string> = {
  store: 'category filters and a working cart with a running total',
  learning: 'expandable courses whose lessons you can tick off, with progress bars',
  music: 'a player with play/pause, next and previous, a queue you can jump around in and likes',
  analytics: 'metric cards that switch the trend chart, and a 3/7-day range toggle',
  portfolio: 'category filters and project cards that open their summary',
  social: 'a composer that posts to the feed and likes you can toggle',
  admin: 'a searchable user table where roles and active switches update live',
  blog: 'tag filters and articles that open to read',
  tasks: 'adding tasks, checking them off, deleting them and open/done filters',
  booking: 'choosing a service, day and time slot and confirming the booking',
  landing: 'a monthly/yearly billing switch and plan selection',
  generic: 'search, adding, starring and removing items',
};

export function kindLabel(spec: AppSpec): string {
  return KIND_LABEL[spec.archetype];
}

export function dataSource(spec: AppSpec): string {
  const kind = KINDS[spec.archetype];
  const hero = { ...kind.hero(spec), target: kind.page.id };
  const type = itemType(spec.archetype);
  return `${dataHeader(spec, kind.tagline, hero, kind.features)}\n${type.source}\n${listSource(kind.list, type.name, kind.items(spec))}`;
}

/** Every file of a freshly generated app, keyed by project path. */
export function generateFiles(spec: AppSpec, template: Record<string, string>): Record<string, string> {
  const kind = KINDS[spec.archetype];
  const sections = spec.sections.map(sectionComponent);
  const files: Record<string, string> = {
    'index.html': indexHtml(template['index.html'] ?? '<title></title>', spec.name),
    'src/index.css': indexCss(spec.accent, spec.dark),
    'src/data.ts': dataSource(spec),
    'src/App.tsx': appTsx([{ id: 'home', label: 'Home', component: 'Home' }, kind.page]),
    ...shellComponents(),
    'src/pages/Home.tsx': homeTsx(sections),
    [`src/pages/${kind.page.component}.tsx`]: pageSource(spec.archetype),
  };
  for (const section of spec.sections) files[sectionPath(section)] = sectionSource(section, spec.name);
  return files;
}

export function describeApp(spec: AppSpec): string {
  const kind = KINDS[spec.archetype];
  const extras = spec.sections.length > 0 ? `, plus ${spec.sections.join(', ')} on the home page` : '';
  return (
    `I built **${spec.name}**, ${/^[aeiou]/.test(kindLabel(spec)) ? 'an' : 'a'} ${kindLabel(spec)} in ${spec.accent}` +
    `${spec.dark ? ' with a dark theme' : ''}: a home page with a hero and highlights${extras}, and a ` +
    `${kind.page.label} page with ${INTERACTIVE[spec.archetype]}. The header switches pages; the content lives in \`src/data.ts\`.`
  );
}
