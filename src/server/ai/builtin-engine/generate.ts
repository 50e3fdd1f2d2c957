import { type CloudRules, rulesFile } from '../../../shared/cloud/rules';
import { ABOUT_PAGE, HOME_PAGE, layoutFiles, sectionId } from './app/lists';
import { sectionComponent, sectionPath, sectionSource } from './app/sections';
import { dataHeader, indexCss, indexHtml, listSource, shellComponents } from './app/shell';
import { type Starter, withDependencies, withImportedFiles } from './app/starter';
import type { Work } from './follow-up/edit-content';
import { addRelatedList } from './follow-up/records-related';
import { itemType, KINDS, pageOf, pageSource } from './kinds/kinds';
import { assistFiles, assistSays } from './records/assist';
import { describeRecords, describeRelated, missingFeatures } from './records/describe';
import { digestFiles, digestSays, withDigestSchedule } from './records/digest';
import { sharedListRules } from './records/shared-list';
import { webhookFiles, webhookSays } from './records/webhook';
import { describeSite, siteFiles } from './site/generate';
import type { AppSpec } from './understand/spec';

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
  site: 'website',
  generic: 'app',
};

const INTERACTIVE: Record<AppSpec['archetype'], string> = {
  store: 'category filters, a cart with a running total that is saved as you go, and a checkout',
  learning: 'expandable courses whose lessons you can tick off, with progress bars',
  music: 'a player with play/pause, next and previous, a queue you can jump around in and likes',
  analytics: 'metric cards that switch the trend chart, and a 3/7-day range toggle',
  portfolio: 'category filters and project cards that open their summary',
  social: 'a composer that posts to the feed and likes you can toggle',
  admin:
    'a form to add people and a searchable user table whose roles and active switches save as you change them, with a dialog to confirm each removal',
  blog: 'tag filters and articles that open to read',
  tasks: 'adding tasks, checking them off, deleting them and open/done filters',
  booking:
    'choosing a service, a day in the coming week and a time slot (the first free one is picked for you), booking it under your name and a list of your bookings to cancel',
  landing: 'a monthly/yearly billing switch and plan selection',
  site: 'forms whose answers are kept',
  generic: 'adding, searching, editing and removing records',
};

export function kindLabel(spec: AppSpec): string {
  // "a wedding website", "a dental clinic website".
  if (spec.site)
    return `${spec.site.flavour === 'personal' ? 'personal' : spec.site.venue.replace(/^(?:my|our)\s+/, '')} website`;
  return KIND_LABEL[spec.archetype];
}

export function dataSource(spec: AppSpec): string {
  const kind = KINDS[spec.archetype];
  // A front page that shows the main page under its hero leads its button there, further down.
  const target = kind.front === 'page' ? `#${sectionId(kind.page.component)}` : pageOf(spec).id;
  const hero = kind.front ? { ...kind.hero(spec), target } : null;
  const parts = [dataHeader(spec, kind.tagline, hero, kind.front === 'highlights' ? (kind.features ?? []) : [])];
  if (kind.content) {
    const type = itemType(spec.archetype);
    parts.push(type.source, listSource(kind.content.name, type.name, kind.content.items(spec)));
  }
  if (kind.cloud?.source) parts.push(kind.cloud.source(spec));
  else if (kind.cloud) {
    const page = `src/pages/${kind.page.component}.tsx`;
    parts.push(
      `// ${kind.cloud.records} that people add are not here: the app saves them in its own backend (${page}).\n`,
    );
  }
  return parts.join('\n');
}

/** cloud.json as the engine writes it. */
export function rulesSource(rules: Pick<CloudRules, 'collections' | 'schedules' | 'seed'>): string {
  return `${JSON.stringify(rules, null, 2)}\n`;
}

/** Every file of a freshly generated app for a project (its files over the starter's), keyed by path. */
export function generateFiles(
  spec: AppSpec,
  project: Record<string, string>,
  starter: Starter,
): Record<string, string> {
  const template = { ...starter.files, ...project };
  const files = spec.site ? siteFiles(spec) : kindFiles(spec);
  files['index.html'] = indexHtml(template['index.html'] ?? '<title></title>', spec.name);
  // Unchanged starter files the pages use are written only where the project lacks them.
  const app = withImportedFiles(files, template);
  const manifest = template['package.json'];
  if (manifest !== undefined) {
    const next = withDependencies(manifest, app, starter);
    if (next !== manifest) app['package.json'] = next;
  }
  return app;
}

/**
 * The pages and home sections of an app of a kind: a front page first where a visitor expects one;
 * else the main page first, and the sections asked for (if any) on an About page after it.
 */
function layoutOf(spec: AppSpec): Record<string, string> {
  const sections = spec.sections.map(sectionComponent);
  const { front, page, pages = [] } = KINDS[spec.archetype];
  if (front) {
    const under = front === 'page' ? page.component : 'Features';
    return layoutFiles([HOME_PAGE, pageOf(spec), ...pages], ['Hero', under, ...sections]);
  }
  return layoutFiles(sections.length > 0 ? [pageOf(spec), ABOUT_PAGE] : [pageOf(spec)], sections);
}

function kindFiles(spec: AppSpec): Record<string, string> {
  const kind = KINDS[spec.archetype];
  const files: Record<string, string> = {
    'src/index.css': indexCss(spec.accent, spec.dark),
    'src/data.ts': dataSource(spec),
    ...layoutOf(spec),
    ...shellComponents(kind.front === 'highlights' ? ['Hero', 'Features'] : kind.front ? ['Hero'] : []),
    [`src/pages/${kind.page.component}.tsx`]: pageSource(spec.archetype),
  };
  for (const more of kind.pages ?? []) files[`src/pages/${more.component}.tsx`] = pageSource(spec.archetype, more);
  Object.assign(files, kind.files?.(spec));
  const rules = kind.cloud?.rules ?? (spec.records ? sharedListRules(spec.records) : null);
  if (spec.records && spec.digest) {
    Object.assign(files, digestFiles(spec.records, spec.digest.period));
    files[rulesFile] = rulesSource(withDigestSchedule(rules, spec.digest.period));
  } else if (rules)
    files[rulesFile] = rulesSource({ ...rules, ...(kind.cloud?.seed && { seed: kind.cloud.seed(spec) }) });
  if (spec.records && spec.webhook) Object.assign(files, webhookFiles(spec.records));
  if (spec.records && spec.assist) Object.assign(files, assistFiles(spec.assist, files));
  for (const section of spec.sections) files[sectionPath(section)] = sectionSource(section, spec.name);
  if (!spec.related?.length) return files;
  // Other things the description keeps get pages of their own, as the follow-up would add them.
  const w: Work = { files, done: [], problems: [], notes: [] };
  for (const noun of spec.related) addRelatedList(w, noun);
  return w.files;
}

/** What the first reply says of the server code the app got, if any. */
const serverCodeSays = ({ records, digest, webhook, assist }: AppSpec) =>
  records
    ? `${digest ? digestSays(records, digest) : ''}${webhook ? webhookSays(records) : ''}${assist ? assistSays(assist) : ''}`
    : '';

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

export function describeApp(spec: AppSpec): string {
  if (spec.site) return describeSite(spec, kindLabel(spec));
  const kind = KINDS[spec.archetype];
  const interactive = spec.records
    ? `${describeRecords(spec.records)}${describeRelated(spec.related ?? [])}`
    : INTERACTIVE[spec.archetype];
  const saved = kind.cloud ? ` ${kind.cloud.saved(spec)}` : '';
  const page = pageOf(spec).label;
  const source = spec.records
    ? 'what the app keeps is described in `src/schema.ts`'
    : kind.cloud?.seed
      ? 'the words live in `src/data.ts`'
      : 'the content lives in `src/data.ts`';
  const missing = spec.records ? missingFeatures(spec.records) : '';
  const sections = spec.sections.join(', ');
  const layout =
    kind.front === 'page'
      ? `a home page that opens on ${interactive} under a hero${sections ? `, plus ${sections}` : ''}, the same as its ${page} page`
      : kind.front
        ? `a home page with a hero and highlights${sections ? `, plus ${sections}` : ''}, and ${article(page)} ${page} page with ${interactive}`
        : `it opens straight on the ${page} page, with ${interactive}${sections ? `, and an About page with ${sections}` : ''}`;
  return (
    `I built **${spec.name}**, ${article(kindLabel(spec))} ${kindLabel(spec)} in ${spec.accent}` +
    `${spec.dark ? ' with a dark theme' : ''}: ${layout}. Every page has its own address, so links, reloads and Back keep your place; ` +
    `${source}.${saved}${serverCodeSays(spec)}${missing}${spec.dropped ?? ''}`
  );
}
