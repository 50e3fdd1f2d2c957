import type { Work } from './edit-content';
import { findPart, PART_NAMES, type Part, partPath, writePart } from './edit-parts';
import { q } from './shell';
import { titleCase } from './spec';

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

const article = (word: string) => (/^(?:[aeiou]|RSVP|FAQ)/i.test(word) ? 'an' : 'a');

export function addSection(w: Work, part: Part, appName: string): void {
  const home = w.files['src/pages/Home.tsx'];
  const { component, label } = part;
  const what = label.toLowerCase();
  if (!home?.includes('    </div>\n  );\n}')) {
    w.problems.push(`I could not find where to put ${article(what)} ${what} section on the home page`);
    return;
  }
  if (home.includes(`<${component} />`)) {
    w.problems.push(`the home page already has ${article(what)} ${what} section`);
    return;
  }
  writePart(w.files, part, appName);
  let next = addImport(home, `import { ${component} } from '../components/sections/${component}';`);
  const at = next.lastIndexOf('    </div>\n  );\n}');
  next = `${next.slice(0, at)}      <${component} />\n${next.slice(at)}`;
  w.files['src/pages/Home.tsx'] = next;
  w.done.push(`added ${part.says} to the home page`);
}

export function removeSection(w: Work, part: Part): boolean {
  const home = w.files['src/pages/Home.tsx'];
  const { component } = part;
  if (!home?.includes(`<${component} />`)) return false;
  w.files['src/pages/Home.tsx'] = home
    .split('\n')
    .filter((line) => line.trim() !== `<${component} />` && !line.includes(`import { ${component} }`))
    .join('\n');
  // A section that is also a page (a site's contact form) stays for the page.
  if (!w.files['src/App.tsx']?.includes(`<${component} />`)) delete w.files[partPath(part)];
  w.done.push(`removed the ${part.label.toLowerCase()} section`);
  return true;
}

function pageParts(label: string) {
  const clean = titleCase(label.replace(/[^A-Za-z0-9 ]/g, ' ').trim()) || 'New';
  const component = `${clean.replace(/\s+/g, '')}Page`;
  return { id: clean.toLowerCase().replace(/\s+/g, '-'), label: clean, component };
}

/**
 * Adds a page to the navigation: `source` (given the component's name), else a part the label
 * names (our story, the menu, a contact form…) as a page of its own. Any other page would have no
 * words but placeholders, so the reply says what it can add instead.
 */
export function addPage(w: Work, label: string, appName: string, source?: (component: string) => string): void {
  const app = w.files['src/App.tsx'];
  const part = source ? null : findPart(label, w.files);
  if (!source && !part) {
    w.problems.push(
      `I can’t write a “${label}” page offline (I would have nothing to put on it but placeholder text); I can add a page or section for ${PART_NAMES}`,
    );
    return;
  }
  const {
    id,
    label: title,
    component,
  } = part ? { id: part.label.toLowerCase(), label: part.label, component: part.component } : pageParts(label);
  if (!app?.includes('const pages = [') || !app.includes('      </main>')) {
    w.problems.push('I could not find the page list in src/App.tsx');
    return;
  }
  if (app.includes(`id: ${q(id)}`)) {
    w.problems.push(`there is already ${article(title)} ${title} page`);
    return;
  }
  let next = app;
  if (part) {
    writePart(w.files, part, appName);
    next = addImport(next, `import { ${component} } from './components/sections/${component}';`);
  } else if (source) {
    w.files[`src/pages/${component}.tsx`] = source(component);
    next = addImport(next, `import { ${component} } from './pages/${component}';`);
  }
  next = next.replace(/(const pages = \[\n[\s\S]*?)(\n\];)/, `$1\n  { id: ${q(id)}, label: ${q(title)} },$2`);
  next = next.replace('      </main>', `        {page === ${q(id)} && <${component} />}\n      </main>`);
  w.files['src/App.tsx'] = next;
  w.done.push(`added ${article(title)} ${title} page to the navigation${part ? ` with ${part.says}` : ''}`);
}

export function removePage(w: Work, label: string): boolean {
  const app = w.files['src/App.tsx'];
  const part = findPart(label, w.files);
  const id = part ? part.label.toLowerCase() : pageParts(label).id;
  if (!app || id === 'home') return false;
  const entry = app.split('\n').find((line) => line.includes(`{ id: ${q(id)},`));
  const render = app.split('\n').find((line) => line.includes(`page === ${q(id)} &&`));
  if (!entry || !render) return false;
  const component = /<(\w+)/.exec(render)?.[1] ?? '';
  const next = app
    .split('\n')
    .filter((line) => line !== entry && line !== render && !line.startsWith(`import { ${component} }`))
    .join('\n');
  w.files['src/App.tsx'] = next;
  const page = `src/pages/${component}.tsx`;
  if (w.files[page]) delete w.files[page];
  // A section shown as a page goes with it, unless the home page shows it too.
  const section = `src/components/sections/${component}.tsx`;
  if (w.files[section] && !w.files['src/pages/Home.tsx']?.includes(`<${component} />`)) delete w.files[section];
  w.done.push(`removed the ${label.toLowerCase()} page`);
  return true;
}
