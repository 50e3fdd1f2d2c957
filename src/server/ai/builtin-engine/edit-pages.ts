import type { Work } from './edit-content';
import { sectionComponent, sectionPath, sectionSource } from './sections';
import { q } from './shell';
import { SECTION_KINDS, type SectionKind, titleCase } from './spec';

// Follow-up edits to the app's structure: home-page sections and pages in the navigation.

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

export function addSection(w: Work, kind: SectionKind, appName: string): void {
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

export function removeSection(w: Work, kind: SectionKind): boolean {
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

/**
 * Adds a page to the navigation: a section page for a section kind, else `source` (given the
 * component's name) or an introduction page.
 */
export function addPage(w: Work, label: string, appName: string, source?: (component: string) => string): void {
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
  } else if (source) {
    body = source(component);
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

export function removePage(w: Work, label: string): boolean {
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
