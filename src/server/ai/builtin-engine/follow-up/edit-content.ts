import { objectSource, q, themeBlock } from '../app/shell';
import { KINDS } from '../kinds/kinds';
import type { Archetype } from '../understand/archetypes';
import type { AccentName } from '../understand/colours';

// Follow-up edits to the app's content: its theme, name, heading and list items. Each edit changes
// a working copy of the files and says what it did or why it could not.

/** A working copy of the files, with what was done, what could not be, and what to tell the user instead. */
export interface Work {
  files: Record<string, string>;
  done: string[];
  problems: string[];
  /** Whole sentences for requests that are not a change to the code (items kept in App Cloud). */
  notes: string[];
}

function currentTheme(css: string): { accent: AccentName; dark: boolean } | null {
  const m = /accent: (\w+); mode: (\w+)/.exec(css);
  return m ? { accent: m[1] as AccentName, dark: m[2] === 'dark' } : null;
}

export function setTheme(w: Work, accent: AccentName | null, dark: boolean | null): void {
  const css = w.files['src/index.css'] ?? '';
  const theme = currentTheme(css);
  if (!theme) {
    w.problems.push('this project’s styles were not made by the built-in engine, so I cannot recolour them safely');
    return;
  }
  const next = { accent: accent ?? theme.accent, dark: dark ?? theme.dark };
  w.files['src/index.css'] = css.replace(/@theme \{[\s\S]*?\n\}/, themeBlock(next.accent, next.dark));
  if (accent) w.done.push(`changed the accent colour to ${accent}`);
  if (dark !== null) w.done.push(dark ? 'switched to dark mode' : 'switched to light mode');
}

function archetypeOf(files: Record<string, string>): Archetype | null {
  const m = /\(kind: (\w+)\)/.exec(files['src/data.ts'] ?? '');
  return m && m[1] in KINDS ? (m[1] as Archetype) : null;
}

function replaceConst(w: Work, path: string, pattern: RegExp, value: string, what: string): boolean {
  const source = w.files[path];
  if (!source || !pattern.test(source)) return false;
  w.files[path] = source.replace(pattern, (_m, head: string) => `${head}${q(value)}`);
  w.done.push(what);
  return true;
}

export function renameApp(w: Work, name: string): void {
  const ok = replaceConst(
    w,
    'src/data.ts',
    /(export const appName = )'(?:[^'\\]|\\.)*'/,
    name,
    `renamed the app to “${name}”`,
  );
  if (!ok) {
    w.problems.push('I could not find where the app name is defined');
    return;
  }
  const html = w.files['index.html'];
  if (html)
    w.files['index.html'] = html.replace(/<title>[^<]*<\/title>/, `<title>${name.replace(/[<&]/g, '')}</title>`);
}

export function renameHeading(w: Work, text: string): void {
  if (
    !replaceConst(
      w,
      'src/data.ts',
      /(\n {2}headline: )'(?:[^'\\]|\\.)*'/,
      text,
      `changed the main heading to “${text}”`,
    )
  ) {
    w.problems.push('I could not find the main heading');
  }
}

/** The generic kind names its list from the prompt, in src/schema.ts: `plural: 'Habits'`. */
function listTitle(files: Record<string, string>): string | null {
  return (
    /export const schema: RecordSchema = \{[\s\S]*?\n {2}plural: '([^'\\]*)'/.exec(files['src/schema.ts'] ?? '')?.[1] ??
    null
  );
}

/** What an app built by the engine keeps in App Cloud instead of src/data.ts, if anything: "Tasks". */
export function cloudRecords(files: Record<string, string>): string | null {
  const archetype = archetypeOf(files);
  const cloud = archetype ? KINDS[archetype].cloud : undefined;
  return cloud ? (listTitle(files) ?? cloud.records) : null;
}

export function addItem(w: Work, name: string): void {
  const archetype = archetypeOf(w.files);
  const data = w.files['src/data.ts'];
  if (!archetype || !data) {
    w.problems.push('I could not find the content list in src/data.ts');
    return;
  }
  const kind = KINDS[archetype];
  if (!kind.content) {
    const records = cloudRecords(w.files) ?? 'Items';
    const page = listTitle(w.files) ?? kind.page.label;
    // The generic kind's page draws its list with the shared RecordsPage component.
    const own = w.files[`src/pages/${kind.page.component}.tsx`] ?? '';
    const drawn = own.includes('RecordsPage') ? w.files['src/components/records/RecordsPage.tsx'] : own;
    if (!drawn?.includes('@shipwright/cloud')) {
      w.problems.push(`I could not find the list of ${records.toLowerCase()} to add to`);
      return;
    }
    // The page's records are data people add in the app: writing one into the code would do nothing.
    const where = kind.cloud?.addedIn ?? `on the ${page} page in the preview`;
    w.notes.push(
      `${records} live in the app’s own backend, not in its code, so I haven’t added “${name}” to any file: add it ${where} instead. It’s saved as you go and stays after a reload.`,
    );
    return;
  }
  const list = kind.content.name;
  const start = data.indexOf(`export const ${list}: `);
  const end = data.indexOf('\n];', start);
  if (start === -1 || end === -1) {
    w.problems.push(`I could not find the ${list} list in src/data.ts`);
    return;
  }
  const ids = [...data.slice(start, end).matchAll(/\bid: (\d+)/g)].map((m) => Number(m[1]));
  const item = objectSource(kind.content.newItem(name, Math.max(0, ...ids) + 1));
  w.files['src/data.ts'] = `${data.slice(0, end)}\n  ${item},${data.slice(end)}`;
  w.done.push(`added “${name}” to the ${list}`);
}
