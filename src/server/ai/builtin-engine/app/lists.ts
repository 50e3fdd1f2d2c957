import { q } from './shell';
import { templateFile } from './templates';

// The two lists that shape a generated app: its pages (src/navigation.ts) and its home page's
// sections (src/home-sections.ts). App.tsx and Home.tsx are fixed templates that render them, so
// adding, removing or moving a page or section edits one line of plain TypeScript, never TSX.

export const NAVIGATION = 'src/navigation.ts';
export const HOME_SECTIONS = 'src/home-sections.ts';

export interface PageRef {
  id: string;
  label: string;
  component: string;
  /** Where the component is, from src/: a page of its own unless it says (a site's section may be a page). */
  from?: string;
}

/** Where a home section's component is, from src/: the shell's hero and highlights, a page's own, else a section. */
const sectionFrom = (component: string, pages: readonly PageRef[] = []) => {
  if (['Hero', 'Features'].includes(component)) return `components/${component}`;
  const page = pages.find((p) => p.component === component);
  return page ? pageFrom(page) : `components/sections/${component}`;
};
const pageFrom = (p: PageRef) => p.from ?? `pages/${p.component}`;

/** A section's id in the list: "FaqSection" is faq. */
export const sectionId = (component: string) =>
  component
    .replace(/Section$/, '')
    .replace(/(?<=[a-z])(?=[A-Z])/g, '-')
    .toLowerCase();

const importLine = (component: string, from: string) => `import { ${component} } from './${from}';`;

/** Import lines in the order a formatter keeps them: by the module they import. */
const byModule = (lines: string[]) =>
  [...new Set(lines)].sort((a, b) =>
    (/'([^']+)';$/.exec(a)?.[1] ?? '').localeCompare(/'([^']+)';$/.exec(b)?.[1] ?? ''),
  );

function listSource(comment: string, typeImport: string, declaration: string, imports: string[], entries: string[]) {
  return `${comment}
${byModule([typeImport, ...imports]).join('\n')}

${declaration} = [
${entries.join('\n')}
];
`;
}

const pageEntry = (p: PageRef) => `  { id: ${q(p.id)}, label: ${q(p.label)}, component: ${p.component} },`;
const sectionEntry = (component: string) => `  { id: ${q(sectionId(component))}, component: ${component} },`;

export function navigationSource(pages: PageRef[]): string {
  return listSource(
    '// The pages in the header, in order, each at its own address (/ for home, else /<id>).\n// The app opens on home, or else the first.',
    "import type { NavPage } from './components/Header';",
    'export const pages: NavPage[]',
    pages.map((p) => importLine(p.component, pageFrom(p))),
    pages.map(pageEntry),
  );
}

/** The home page's list; a page shown on it too ("Book" under a booking site's hero) is imported from where it is. */
export function homeSectionsSource(components: string[], pages: readonly PageRef[] = []): string {
  return listSource(
    '// The home page, top to bottom: move a line to move its section.',
    "import type { HomeSection } from './pages/Home';",
    'export const sections: HomeSection[]',
    components.map((c) => importLine(c, sectionFrom(c, pages))),
    components.map(sectionEntry),
  );
}

/** The page at the root address, where a visitor expects a front door (a site, a shop). */
export const HOME_PAGE: PageRef = { id: 'home', label: 'Home', component: 'Home' };
/** The same sections page in a tool, which opens on its main screen: only sections that were asked for. */
export const ABOUT_PAGE: PageRef = { id: 'about', label: 'About', component: 'Home' };

/** The routed shell every generated app shares: the fixed App with its header, and what it imports. */
export function shellFiles(): Record<string, string> {
  return Object.fromEntries(
    ['App.tsx', 'components/Header.tsx', 'components/PageChange.tsx'].map((path) => [
      `src/${path}`,
      templateFile(`shell/src/${path}`),
    ]),
  );
}

/** The layout's files: the shell, the navigation list, and the sections page with its list if a page shows it. */
export function layoutFiles(pages: PageRef[], homeSections: string[]): Record<string, string> {
  const files: Record<string, string> = { ...shellFiles(), [NAVIGATION]: navigationSource(pages) };
  return pages.some((p) => p.component === 'Home') ? { ...files, ...sectionsPageFiles(homeSections, pages) } : files;
}

/** The page that shows sections top to bottom (Home, or a tool's About), and their list. */
export function sectionsPageFiles(sections: string[], pages: readonly PageRef[] = []): Record<string, string> {
  return {
    'src/pages/Home.tsx': templateFile('shell/src/pages/Home.tsx'),
    [HOME_SECTIONS]: homeSectionsSource(sections, pages),
  };
}

// --- editing a list ------------------------------------------------------------------------------

export interface ListEntry {
  id: string;
  component: string;
  /** A page's label in the header; sections have none. */
  label?: string;
  line: string;
}

/** The list's entries in order: each line's id, component and label. */
export function entriesOf(source: string): ListEntry[] {
  return source.split('\n').flatMap((line) => {
    const m = /^ {2}\{ id: '([^']+)',.*component: (\w+) \},$/.exec(line);
    if (!m) return [];
    const label = /label: '((?:[^'\\]|\\.)*)'/.exec(line)?.[1]?.replace(/\\(.)/g, '$1');
    return [{ id: m[1] ?? '', component: m[2] ?? '', ...(label === undefined ? {} : { label }), line }];
  });
}

/** True when `source` is a list this module wrote (a hand edit may have turned it into something else). */
export const isList = (source: string | undefined): source is string =>
  source !== undefined && /\n\];\n?$/.test(source) && /^export const \w+: \w+\[\] = \[$/m.test(source);

/** Adds a page to navigation.ts, last. */
export function withPage(source: string, page: PageRef): string {
  return withEntry(source, pageEntry(page), importLine(page.component, pageFrom(page)));
}

/** Adds a section to home-sections.ts, last. */
export function withSection(source: string, component: string): string {
  return withEntry(source, sectionEntry(component), importLine(component, sectionFrom(component)));
}

function withEntry(source: string, entry: string, line: string): string {
  const imports = source.split('\n').filter((l) => l.startsWith('import '));
  const next = source.includes(line)
    ? source
    : source.replace(imports.join('\n'), () => byModule([...imports, line]).join('\n'));
  return next.replace(/\n\];\n?$/, () => `\n${entry}\n];\n`);
}

/** Drops the entry with `id`, and its import once nothing else uses the component. */
export function withoutEntry(source: string, id: string): string {
  const entry = entriesOf(source).find((e) => e.id === id);
  if (!entry) return source;
  const lines = source.split('\n').filter((l) => l !== entry.line);
  const stillUsed = lines.some((l) => !l.startsWith('import ') && l.includes(`component: ${entry.component} `));
  return lines.filter((l) => stillUsed || !l.startsWith(`import { ${entry.component} }`)).join('\n');
}

/** Moves the entry with `id` to `index` among the entries (clamped to the list); other lines stay. */
export function withEntryAt(source: string, id: string, index: number): string {
  const entries = entriesOf(source);
  const moving = entries.find((e) => e.id === id);
  if (!moving) return source;
  const order = entries.filter((e) => e !== moving);
  order.splice(Math.max(0, Math.min(index, order.length)), 0, moving);
  // The entries' lines take their new order in the places entry lines had.
  let next = 0;
  return source
    .split('\n')
    .map((line) => (entries.some((e) => e.line === line) ? (order[next++]?.line ?? line) : line))
    .join('\n');
}
