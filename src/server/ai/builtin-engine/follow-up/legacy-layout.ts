import { HOME_SECTIONS, layoutFiles, NAVIGATION, type PageRef, shellFiles } from '../app/lists';
import { templateFile } from '../app/templates';
import type { Work } from './edit-content';

// Two older layouts, both switching pages with useState (no addresses). The oldest wrote the lists
// of pages and sections as TSX in App.tsx and Home.tsx; the next kept them in src/navigation.ts and
// src/home-sections.ts. A follow-up that changes pages or sections first moves such an app to the
// routed shell (and the oldest to the lists), when the shell's files are still as the engine wrote
// them; an app whose files were changed by hand is left as it is.

const legacy = (name: string) => templateFile(`legacy-shell/${name}.tsx.txt`);
// A file written by a reply does not keep its final newline.
const same = (file: string | undefined, written: string) => file?.trimEnd() === written.trimEnd();
const HERO = 'src/components/Hero.tsx';

const OLD_PAGE_ENTRY = /^ {2}\{ id: '([^']+)', label: '((?:[^'\\]|\\.)*)' \},$/;
const OLD_RENDER = /^ {8}\{page === '([^']+)' && <(\w+)(?: onNavigate=\{setPage\})? \/>\}$/;
const OLD_SECTION = /^ {6}<(\w+)(?: onNavigate=\{onNavigate\})? \/>$/;
const OLD_IMPORT = /^import \{ \w+ \} from '[./\w]+';$/;
// Every other line the engine wrote in them; a line not among these was written by hand.
const OLD_APP_LINES = new Set([
  "import { useState } from 'react';",
  'const pages = [',
  '];',
  'export default function App() {',
  "  const [page, setPage] = useState('home');",
  '  return (',
  '    <div className="flex min-h-screen flex-col bg-surface text-ink">',
  '      <Header pages={pages} current={page} onNavigate={setPage} />',
  '      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">',
  '      </main>',
  '      <Footer />',
  '    </div>',
  '  );',
  '}',
  '',
]);
const OLD_HOME_LINES = new Set([
  'export function Home({ onNavigate }: { onNavigate: (page: string) => void }) {',
  '  return (',
  '    <div className="space-y-16">',
  '    </div>',
  '  );',
  '}',
  '',
]);

const asWritten = (source: string, lines: Set<string>, own: RegExp[]) =>
  source.split('\n').every((line) => lines.has(line) || OLD_IMPORT.test(line) || own.some((p) => p.test(line)));

function oldPages(app: string): PageRef[] | null {
  if (!app.includes('const pages = [') || !asWritten(app, OLD_APP_LINES, [OLD_PAGE_ENTRY, OLD_RENDER])) return null;
  const lines = app.split('\n');
  const labels = new Map(
    lines.flatMap((l) => {
      const m = OLD_PAGE_ENTRY.exec(l);
      return m ? [[m[1] ?? '', (m[2] ?? '').replace(/\\'/g, "'")] as const] : [];
    }),
  );
  const components = new Map(
    lines.flatMap((l) => {
      const m = OLD_RENDER.exec(l);
      return m ? [[m[1] ?? '', m[2] ?? ''] as const] : [];
    }),
  );
  if (labels.size === 0 || labels.size !== components.size) return null;
  const pages: PageRef[] = [];
  for (const [id, label] of labels) {
    const component = components.get(id);
    const from = new RegExp(`^import \\{ ${component} \\} from '\\./([^']+)';$`, 'm').exec(app)?.[1];
    if (!component || !from) return null;
    pages.push({ id, label, component, from });
  }
  return pages;
}

function oldSections(home: string): string[] | null {
  if (!home.includes('export function Home(') || !asWritten(home, OLD_HOME_LINES, [OLD_SECTION])) return null;
  const sections = home.split('\n').flatMap((l) => OLD_SECTION.exec(l)?.[1] ?? []);
  return sections.length > 0 ? sections : null;
}

/** The old Header and Hero as the engine wrote them (the Hero only if the app has one), so they can be replaced. */
const shellAsWritten = (files: Record<string, string>) =>
  ['Header', 'Header-inline'].some((name) => same(files['src/components/Header.tsx'], legacy(name))) &&
  (files[HERO] === undefined || same(files[HERO], legacy('Hero')));

/** The routed shell in place of the old one's files; the Hero, if the app has one, as the shell has it now. */
function routeShell(w: Work): void {
  Object.assign(w.files, shellFiles());
  if (w.files[HERO] !== undefined) w.files[HERO] = templateFile('shell/src/components/Hero.tsx');
}

const MOVED_TO_ROUTES =
  'I gave every page its own address (React Router), so links, reloads and Back keep the place; the header’s entries are links now.';

/** Moves an app of an old layout to the routed one; false when it has no old layout to move. */
export function upgradeLegacyLayout(w: Work): boolean {
  if (!shellAsWritten(w.files)) return false;
  if (w.files[NAVIGATION] || w.files[HOME_SECTIONS]) {
    if (!same(w.files['src/App.tsx'], legacy('App'))) return false;
    const home = w.files['src/pages/Home.tsx'];
    if (home !== undefined && !same(home, legacy('Home'))) return false;
    routeShell(w);
    if (home !== undefined) w.files['src/pages/Home.tsx'] = templateFile('shell/src/pages/Home.tsx');
    w.notes.push(MOVED_TO_ROUTES);
    return true;
  }
  const pages = oldPages(w.files['src/App.tsx'] ?? '');
  const sections = oldSections(w.files['src/pages/Home.tsx'] ?? '');
  if (!pages || !sections || pages[0]?.id !== 'home') return false;
  Object.assign(w.files, layoutFiles(pages, sections));
  routeShell(w);
  w.notes.push(
    `I moved the list of pages to \`${NAVIGATION}\` and the home page’s sections to \`${HOME_SECTIONS}\`, so each page or section is one line there. ${MOVED_TO_ROUTES}`,
  );
  return true;
}
