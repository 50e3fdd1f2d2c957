import { type AccentName, type Archetype, findColour, SECTION_KINDS, type SectionKind, titleCase } from './archetypes';
import { changeBlock, deleteBlock, fileBlock } from './blocks';
import { KINDS } from './kinds';
import { sectionComponent, sectionPath, sectionSource } from './sections';
import { objectSource, q, themeBlock } from './shell';

// Follow-up requests the engine understands. Each one changes a working copy of the files; the
// reply is then written as blocks from the differences, so frozen files are checked in one place.

export const PROVIDER_HINT =
  'I can only make a few kinds of changes offline (rename the app or the heading, change colours, dark mode, add or remove a page or section, add an item to a list). For free-form changes, configure an AI provider (for example set OPENAI_API_KEY, ANTHROPIC_API_KEY or GOOGLE_GENERATIVE_AI_API_KEY) and pick that model.';

interface Work {
  files: Record<string, string>;
  done: string[];
  problems: string[];
}

const NAME_END = String.raw`(?=$|[.!?,;]|\s+(?:and|with|then)\b)`;
// A quoted name may hold punctuation; an unquoted one ends at the first clause break.
const NAME = `("[^"]+"|“[^”]+”|'[^']+'|.+?)`;

function unquote(text: string): string {
  return text
    .trim()
    .replace(/^["“'](.*)["”']$/, '$1')
    .trim();
}

function currentTheme(css: string): { accent: AccentName; dark: boolean } | null {
  const m = /accent: (\w+); mode: (\w+)/.exec(css);
  return m ? { accent: m[1] as AccentName, dark: m[2] === 'dark' } : null;
}

function setTheme(w: Work, accent: AccentName | null, dark: boolean | null): void {
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

function renameApp(w: Work, name: string): void {
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

function renameHeading(w: Work, text: string): void {
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

function lastImportLine(source: string): number {
  const lines = source.split('\n');
  let last = -1;
  lines.forEach((line, i) => {
    if (line.startsWith('import ')) last = i;
  });
  return last;
}

function addImport(source: string, line: string): string {
  if (source.includes(line)) return source;
  const lines = source.split('\n');
  lines.splice(lastImportLine(source) + 1, 0, line);
  return lines.join('\n');
}

function addSection(w: Work, kind: SectionKind, appName: string): void {
  const home = w.files['src/pages/Home.tsx'];
  const component = sectionComponent(kind);
  if (!home?.includes('    </div>\n  );\n}')) {
    w.problems.push(`I could not find where to put a ${kind} section on the home page`);
    return;
  }
  if (home.includes(`<${component} />`)) {
    w.problems.push(`the home page already has a ${kind} section`);
    return;
  }
  w.files[sectionPath(kind)] ??= sectionSource(kind, appName);
  let next = addImport(home, `import { ${component} } from '../components/sections/${component}';`);
  const at = next.lastIndexOf('    </div>\n  );\n}');
  next = `${next.slice(0, at)}      <${component} />\n${next.slice(at)}`;
  w.files['src/pages/Home.tsx'] = next;
  w.done.push(`added a ${kind} section to the home page`);
}

function removeSection(w: Work, kind: SectionKind): boolean {
  const home = w.files['src/pages/Home.tsx'];
  const component = sectionComponent(kind);
  if (!home?.includes(`<${component} />`)) return false;
  w.files['src/pages/Home.tsx'] = home
    .split('\n')
    .filter((line) => line.trim() !== `<${component} />` && !line.includes(`import { ${component} }`))
    .join('\n');
  delete w.files[sectionPath(kind)];
  w.done.push(`removed the ${kind} section`);
  return true;
}

function pageParts(label: string) {
  const clean = titleCase(label.replace(/[^A-Za-z0-9 ]/g, ' ').trim()) || 'New';
  const component = `${clean.replace(/\s+/g, '')}Page`;
  return { id: clean.toLowerCase().replace(/\s+/g, '-'), label: clean, component };
}

function addPage(w: Work, label: string, appName: string): void {
  const app = w.files['src/App.tsx'];
  const { id, label: title, component } = pageParts(label);
  if (!app?.includes('const pages = [') || !app.includes('      </main>')) {
    w.problems.push('I could not find the page list in src/App.tsx');
    return;
  }
  if (app.includes(`id: ${q(id)}`)) {
    w.problems.push(`there is already a ${title} page`);
    return;
  }
  const kind = SECTION_KINDS.find((k) => k === id || `${k}s` === id || k === `${id}s`);
  let body: string;
  if (kind) {
    w.files[sectionPath(kind)] ??= sectionSource(kind, appName);
    const section = sectionComponent(kind);
    body = `import { ${section} } from '../components/sections/${section}';\n\nexport function ${component}() {\n  return <${section} />;\n}\n`;
  } else {
    body = `export function ${component}() {
  return (
    <section aria-labelledby="${id}-title" className="rounded-2xl border border-line bg-panel p-6">
      <h1 id="${id}-title" className="text-3xl font-bold">
        ${title}
      </h1>
      <p className="mt-3 max-w-2xl text-muted">
        {${q(`Everything about ${title.toLowerCase()} at ${appName} will live here.`)}}
      </p>
    </section>
  );
}
`;
  }
  w.files[`src/pages/${component}.tsx`] = body;
  let next = addImport(app, `import { ${component} } from './pages/${component}';`);
  next = next.replace(/(const pages = \[\n[\s\S]*?)(\n\];)/, `$1\n  { id: ${q(id)}, label: ${q(title)} },$2`);
  next = next.replace('      </main>', `        {page === ${q(id)} && <${component} />}\n      </main>`);
  w.files['src/App.tsx'] = next;
  w.done.push(`added a ${title} page to the navigation`);
}

function removePage(w: Work, label: string): boolean {
  const app = w.files['src/App.tsx'];
  const { id } = pageParts(label);
  if (!app || id === 'home') return false;
  const entry = app.split('\n').find((line) => line.includes(`{ id: ${q(id)},`));
  const render = app.split('\n').find((line) => line.includes(`page === ${q(id)} &&`));
  if (!entry || !render) return false;
  const component = /<(\w+)/.exec(render)?.[1] ?? '';
  w.files['src/App.tsx'] = app
    .split('\n')
    .filter((line) => line !== entry && line !== render && !line.startsWith(`import { ${component} }`))
    .join('\n');
  const path = `src/pages/${component}.tsx`;
  if (w.files[path]) delete w.files[path];
  w.done.push(`removed the ${label.toLowerCase()} page`);
  return true;
}

function addItem(w: Work, name: string): void {
  const archetype = archetypeOf(w.files);
  const data = w.files['src/data.ts'];
  if (!archetype || !data) {
    w.problems.push('I could not find the content list in src/data.ts');
    return;
  }
  const kind = KINDS[archetype];
  const start = data.indexOf(`export const ${kind.list}: `);
  const end = data.indexOf('\n];', start);
  if (start === -1 || end === -1) {
    w.problems.push(`I could not find the ${kind.list} list in src/data.ts`);
    return;
  }
  const ids = [...data.slice(start, end).matchAll(/\bid: (\d+)/g)].map((m) => Number(m[1]));
  const item = objectSource(kind.newItem(name, Math.max(0, ...ids) + 1));
  w.files['src/data.ts'] = `${data.slice(0, end)}\n  ${item},${data.slice(end)}`;
  w.done.push(`added “${name}” to the ${kind.list}`);
}

const ITEM_WORDS = 'item|entry|product|task|todo|to-do|track|song|course|post|article|project|user|service|plan|metric';

/** Applies every request found in `message`; returns what changed and what could not be done. */
export function applyFollowUp(message: string, files: Record<string, string>): Work {
  const w: Work = { files: { ...files }, done: [], problems: [] };
  const text = message.trim();
  const lower = text.toLowerCase();
  const appName = /export const appName = '((?:[^'\\]|\\.)*)'/.exec(files['src/data.ts'] ?? '')?.[1] ?? 'the app';
  let understood = false;

  const renameMatch =
    new RegExp(
      String.raw`\b(?:rename|call)\s+(?:the\s+)?(?:app|site|website|project|store|shop|brand|it)\s+(?:to\s+|as\s+)?${NAME}${NAME_END}`,
      'i',
    ).exec(text) ??
    new RegExp(
      String.raw`\bchange\s+the\s+(?:app|site|website|project|store|shop|brand)?\s*name\s+to\s+${NAME}${NAME_END}`,
      'i',
    ).exec(text);
  const headingMatch = new RegExp(
    String.raw`\b(?:heading|headline|title)\s+(?:to|as|say|read)\s+${NAME}${NAME_END}`,
    'i',
  ).exec(text);
  if (headingMatch) {
    understood = true;
    renameHeading(w, unquote(headingMatch[1]));
  } else if (renameMatch) {
    understood = true;
    renameApp(w, unquote(renameMatch[1]));
  }

  const dark = /\bdark\b/.test(lower) ? true : /\blight (?:mode|theme)\b|\bmake it light\b/.test(lower) ? false : null;
  const colourWord = /\b(?:colou?rs?|accent|theme|make it|turn it|use|switch to)\b/.test(lower)
    ? findColour(lower)
    : null;
  if (dark !== null || colourWord) {
    understood = true;
    setTheme(w, colourWord, dark);
  }

  // "add a faq section and a team page": a clause after "and" or a comma keeps the last verb.
  let lastVerb = '';
  const sectionPattern =
    /(?:(?:,|\band\b|\bthen\b|\balso\b)\s*)*(?:\b(add|remove|delete|drop|hide)\s+)?(?:an?\s+|the\s+|new\s+)*\b([a-z][a-z -]*?)\s+(section|page)\b/g;
  for (const m of lower.matchAll(sectionPattern)) {
    // A verb may hide inside the lazily matched name ("make it dark and add a faq section").
    const inner = /^(?:.*\s)?(add|remove|delete|drop|hide)\s+(?:(?:an?|the|new)\s+)*(.*)$/.exec(m[2]);
    const explicit = inner?.[1] ?? m[1];
    // Without its own verb, only a short clause right after "and" or a comma inherits the last one.
    const inherits = /^(?:,|and\b|then\b|also\b)/.test(m[0].trim()) && m[2].split(' ').length <= 3;
    const verb = explicit ?? (inherits ? lastVerb : '');
    if (!verb) continue;
    lastVerb = verb;
    understood = true;
    const what = m[3];
    const name = (inner?.[2] ?? m[2]).replace(/^(?:new|simple|small)\s+/, '').trim();
    if (/^(?:a|an|the|new)$/.test(name)) continue;
    const kind = SECTION_KINDS.find(
      (k) => k === name || `${k}s` === name || k === `${name}s` || (k === 'faq' && /question/.test(name)),
    );
    if (verb === 'add') {
      if (what === 'page') addPage(w, kind ?? name, appName);
      else if (kind) addSection(w, kind, appName);
      else w.problems.push(`I don’t have a “${name}” section offline (I know: ${SECTION_KINDS.join(', ')})`);
    } else if (!(kind && removeSection(w, kind)) && !removePage(w, name)) {
      w.problems.push(`I couldn’t find a ${name} ${what} to remove`);
    }
  }
  const namedPage = /\badd\s+(?:a\s+|an\s+)?(?:new\s+)?page\s+(?:called|named|for)\s+(.+?)(?=$|[.!?,;])/i.exec(text);
  if (namedPage) {
    understood = true;
    addPage(w, unquote(namedPage[1]), appName);
  }

  const itemMatch = new RegExp(
    String.raw`\badd\s+(?:an?\s+|another\s+)?(?:new\s+)?(?:${ITEM_WORDS})\s*(?:called|named|titled|:)?\s*${NAME}(?=$|[.!?;]|\s+to\s+the\b)`,
    'i',
  ).exec(text);
  if (itemMatch && !/\b(?:section|page)\b/i.test(itemMatch[0])) {
    understood = true;
    addItem(w, unquote(itemMatch[1]));
  }

  if (!understood) w.problems.push('UNSUPPORTED');
  return w;
}

/** Blocks for every file that differs, skipping frozen files (reported back). */
export function blocksFor(
  before: Record<string, string>,
  after: Record<string, string>,
  frozen: Set<string>,
): { blocks: string[]; skipped: string[] } {
  const blocks: string[] = [];
  const skipped: string[] = [];
  const paths = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  for (const path of paths) {
    if (before[path] === after[path]) continue;
    if (frozen.has(path)) {
      skipped.push(path);
      continue;
    }
    if (after[path] === undefined) blocks.push(deleteBlock(path));
    else if (before[path] === undefined) blocks.push(fileBlock(path, after[path]));
    else {
      const block = changeBlock(path, before[path], after[path]);
      if (block) blocks.push(block);
    }
  }
  return { blocks, skipped };
}
