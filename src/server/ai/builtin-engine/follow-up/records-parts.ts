import { createHash } from 'node:crypto';
import type { Features } from '../../../../../templates/kinds/generic/src/schema';
import { templateFile } from '../app/templates';
import type { Field } from '../lexicon/types';
import { componentFiles, RECORDS_PAGE, recordsPage } from '../records/kind';
import { readSchemaFile, withFeatures, withFields } from '../records/schema-file';
import type { Work } from './edit-content';
import { BUTTONS, PAGE_PARTS } from './records-words';

// Turning parts of a records page on or off: the flags in src/schema.ts, the page rewritten from
// its template with exactly those parts, and the parts' component files added or removed.

const STAND_IN = 'kinds/generic/src/schema.ts';
// The page as earlier templates wrote it: before pages had addresses, and the first routed one.
const EARLIER_PAGES = ['legacy-shell/RecordsPage.tsx.txt', 'legacy-shell/RecordsPage-routed.tsx.txt'];
// The components as earlier templates wrote them, by file name: sha256 of the text without its
// final newline. One still as written is replaced with the current one beside the new page.
const EARLIER_COMPONENTS = 'legacy-shell/records-components.json';
const componentsDir = 'src/components/records/';

/** Parts every page had before they could be removed: an app made then, lacking the flag, has them. */
const ALWAYS_HAD = new Set(['search']);

/** Every part the template knows, each on or off: as an app made before the part existed has it, or all `value`. */
function everyPart(value?: boolean): Features {
  const flags = readSchemaFile(templateFile(STAND_IN))?.features ?? {};
  return Object.fromEntries(
    Object.keys(flags).map((key) => [key, value ?? ALWAYS_HAD.has(key)]),
  ) as unknown as Features;
}

/**
 * The template's `RecordSchema` and `Features` interfaces, so an app made before a part (or the
 * schema's samples) existed can name it.
 */
export function withCurrentTypes(source: string): string {
  const blocks = [/\/\*\* The extras[\s\S]*?\n\}\n/, /export interface RecordSchema \{\n[\s\S]*?\n\}\n/];
  return blocks.reduce((next, block) => {
    const current = block.exec(templateFile(STAND_IN))?.[0];
    return current ? next.replace(block, current) : next;
  }, source);
}

const nameOf = (key: string) =>
  BUTTONS.find((b) => b.key === key && key !== 'csv')?.name ?? PAGE_PARTS.find((p) => p.key === key)?.name ?? key;

/** Fields a part cannot work without, added with it: a board needs columns, "mark all done" a checkbox. */
function neededFields(on: Partial<Features>, fields: readonly Field[]): Field[] {
  const needs: Field[] = [];
  if ((on.kanban || on.byCategory) && !fields.some((f) => f.type === 'select'))
    needs.push({ key: 'status', label: 'Status', type: 'select', options: ['To do', 'In progress', 'Done'] });
  if (on.markAllDone && !fields.some((f) => f.type === 'boolean'))
    needs.push({ key: 'done', label: 'Done', type: 'boolean' });
  return needs;
}

/** Sets the page parts named in `changes` (true adds, false removes) and says what changed. */
export function setParts(w: Work, changes: Partial<Record<string, boolean>>): void {
  const source = w.files['src/schema.ts'] ?? '';
  const app = readSchemaFile(source);
  if (!app) return;
  const before = partsOf(app.features);
  const after = { ...before, ...changes } as Features;
  const changed = (Object.keys(changes) as Array<keyof Features>).filter((key) => before[key] !== after[key]);
  const already = Object.keys(changes).filter((key) => !changed.includes(key as keyof Features));
  for (const key of already) w.notes.push(`The page ${changes[key] ? 'already has' : 'doesn’t have'} ${nameOf(key)}.`);
  if (changed.length === 0) return;

  if (!rewritePage(w, before, after)) {
    w.problems.push(
      `${RECORDS_PAGE} has changed since I wrote it, so I can’t add or remove ${changed.map(nameOf).join(' or ')} there safely`,
    );
    return;
  }
  const extra = neededFields(
    Object.fromEntries(changed.filter((key) => after[key]).map((key) => [key, true])),
    app.fields,
  );
  let next = withFeatures(withCurrentTypes(source), after as unknown as Record<string, boolean>);
  if (extra.length > 0) next = withFields(next, [...app.fields, ...extra]);
  w.files['src/schema.ts'] = next;

  // The clear button resets the streaks where there are check-ins, and the reply says which it is.
  const plural = app.plural.toLowerCase();
  const said = (key: string) =>
    key !== 'clearAll'
      ? nameOf(key)
      : after.checkins
        ? `a “Reset all streaks” button (it clears the check-ins and keeps the ${plural})`
        : `a “Clear all ${plural}” button`;
  for (const key of changed) w.done.push(`${after[key] ? 'added' : 'removed'} ${said(key)}`);
  for (const f of extra) w.done.push(`added a ${f.label} field for it`);
}

/**
 * Writes the page from the current template with parts `after`, and the components they need, when
 * the page is as a template wrote it with parts `before` (written files lose their final newline,
 * so that is no change by hand; a page from an earlier template is brought up to date with its
 * components). False, writing nothing, when the page was changed by hand.
 */
export function rewritePage(w: Work, before: Features, after: Features): boolean {
  const page = w.files[RECORDS_PAGE]?.trimEnd();
  const asWritten = [recordsPage(before), ...EARLIER_PAGES.map((e) => recordsPage(before, templateFile(e)))].map((p) =>
    p.trimEnd(),
  );
  if (page === undefined || !asWritten.includes(page)) return false;
  w.files[RECORDS_PAGE] = recordsPage(after);
  const wanted = componentFiles(after);
  const partFiles = partComponents();
  for (const path of Object.keys(w.files))
    if (path.startsWith(componentsDir) && !(path in wanted) && partFiles.has(path)) delete w.files[path];
  for (const [path, content] of Object.entries(wanted))
    if (!(path in w.files) || asEarlier(path, w.files[path])) w.files[path] = content;
  return true;
}

/** The parts the app's page has: those in its schema, and those every page had before they had flags. */
export const partsOf = (features: Partial<Features>) => ({ ...everyPart(), ...features }) as Features;

/** True when a component is as an earlier template wrote it, so the current one may replace it. */
let earlierHashes: Record<string, string[]> | undefined;
function asEarlier(path: string, text: string | undefined): boolean {
  earlierHashes ??= JSON.parse(templateFile(EARLIER_COMPONENTS)) as Record<string, string[]>;
  const earlier = earlierHashes;
  const hash = createHash('sha256')
    .update((text ?? '').trimEnd())
    .digest('hex');
  return earlier[path.slice(path.lastIndexOf('/') + 1)]?.includes(hash) ?? false;
}

/** The components only some parts use: shared helpers and the user's own files are not among them. */
function partComponents(): Set<string> {
  const shared = componentFiles(everyPart(false));
  return new Set(Object.keys(componentFiles(everyPart(true))).filter((path) => !(path in shared)));
}
