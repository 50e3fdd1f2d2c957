import { HOME_PAGE, layoutFiles, type PageRef, sectionId } from '../app/lists';
import { sectionComponent, sectionPath, sectionSource } from '../app/sections';
import { dataHeader, indexCss, shellComponents } from '../app/shell';
import type { SiteForm } from '../understand/site-spec';
import type { AppSpec } from '../understand/spec';
import { siteContent } from './content';
import { notifyFiles, notifySays, withNotify } from './notify';
import { SITE_SECTIONS, type SiteSection, siteDataSource, siteSectionPath, siteSectionSource } from './sections';

// A website's files: a home page with the hero and the site's parts, a page for the menu where a
// restaurant has one, and a page for its form (RSVP, reservation or contact), whose answers are
// kept in App Cloud. Every part is a section file from templates/; the words are in src/data.ts.

const list = (parts: string[]) =>
  parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;

function siteOf(spec: AppSpec) {
  if (!spec.site) throw new Error('not a site');
  return spec.site;
}

const sectionRef = (id: string, label: string, component: string): PageRef => ({
  id,
  label,
  component,
  from: `components/sections/${component}`,
});

/** The component that draws the site's form, and what the first reply calls it. */
const formComponent = (form: SiteForm) =>
  form === 'contact' ? sectionComponent('contact') : SITE_SECTIONS[form].component;
const formSays = (form: SiteForm) => (form === 'contact' ? 'a contact form' : SITE_SECTIONS[form].says);

/** The site's pages after Home: promoted parts, then its form unless the front page leads with it. */
export function sitePages(spec: AppSpec): PageRef[] {
  const site = siteOf(spec);
  const content = siteContent(site, spec.name);
  const pages = site.pages.map((part) => sectionRef(part, SITE_SECTIONS[part].label, SITE_SECTIONS[part].component));
  if (site.formFirst || !site.form) return pages;
  const label =
    site.form === 'contact' ? 'Contact' : site.form === 'rsvp' ? content.rsvp.title : SITE_SECTIONS[site.form].label;
  return [...pages, sectionRef(site.form, label, formComponent(site.form))];
}

/** The site's own sections with data, in the order src/data.ts lists them. */
function siteSections(spec: AppSpec): SiteSection[] {
  const site = siteOf(spec);
  return [...site.parts, ...(site.form && site.form !== 'contact' ? [site.form] : [])];
}

/** src/data.ts of a site: the shared header, then each part's words. */
export function siteData(spec: AppSpec): string {
  const site = siteOf(spec);
  const content = siteContent(site, spec.name);
  const pages = sitePages(spec);
  // A form on the front page is what the hero's button leads to, further down the page.
  const target = site.formFirst && site.form ? `#${sectionId(formComponent(site.form))}` : (pages[0]?.id ?? 'home');
  let source = dataHeader(spec, content.tagline, { ...content.hero, target }, []);
  for (const section of siteSections(spec)) {
    const value = content[(SITE_SECTIONS[section].data?.name ?? section) as keyof typeof content];
    source += `\n${siteDataSource(section, value, source)}`;
  }
  return source;
}

/** Every file of a freshly generated site but package.json and the starter's, by project path. */
export function siteFiles(spec: AppSpec): Record<string, string> {
  const site = siteOf(spec);
  const pages = sitePages(spec);
  const onPages = new Set(pages.map((p) => p.component));
  const home = [
    ...(site.formFirst && site.form ? [formComponent(site.form)] : []),
    ...site.parts.map((part) => SITE_SECTIONS[part].component).filter((c) => !onPages.has(c)),
    ...spec.sections.map(sectionComponent),
  ];
  const files: Record<string, string> = {
    'src/index.css': indexCss(spec.accent, spec.dark),
    'src/data.ts': siteData(spec),
    ...layoutFiles([HOME_PAGE, ...pages], ['Hero', ...home]),
    ...shellComponents(['Hero']),
  };
  for (const section of siteSections(spec)) files[siteSectionPath(section)] = siteSectionSource(section);
  for (const section of spec.sections) files[sectionPath(section)] = sectionSource(section, spec.name);
  if (site.form === 'contact') files[sectionPath('contact')] = sectionSource('contact', spec.name);
  if (site.notify && site.form) {
    const path = site.form === 'contact' ? sectionPath('contact') : siteSectionPath(site.form);
    files[path] = withNotify(files[path] ?? '', site.form);
    Object.assign(files, notifyFiles());
  }
  return files;
}

const KEPT: Record<string, string> = {
  rsvp: 'RSVPs',
  reservation: 'reservation requests',
  contact: 'messages',
  newsletter: 'newsletter sign-ups',
};

/** The first reply about a site: what is on each page, where the words live, what is kept, what is not built. */
export function describeSite(spec: AppSpec, kindLabel: string): string {
  const site = siteOf(spec);
  const pages = sitePages(spec);
  const onHome = [
    ...(site.formFirst && site.form ? [formSays(site.form)] : []),
    ...site.parts.filter((part) => !site.pages.includes(part)).map((part) => SITE_SECTIONS[part].says),
  ];
  const extras = spec.sections.map((s) => (s === 'newsletter' ? 'a newsletter sign-up' : `a ${s} section`));
  const pageParts = pages.map((p) => {
    const part = p.id in SITE_SECTIONS ? SITE_SECTIONS[p.id as SiteSection].says : formSays('contact');
    return `${/^(?:[aeiou]|RSVP)/i.test(p.label) ? 'an' : 'a'} ${p.label} page with ${part}`;
  });
  const forms: string[] = [...(site.form ? [site.form] : []), ...spec.sections];
  const kept = [...new Set(forms.map((f) => KEPT[f]).filter(Boolean))];
  const article = /^[aeiou]/i.test(kindLabel) ? 'an' : 'a';
  const missing = site.notBuilt.length
    ? ` I haven’t added ${list(site.notBuilt)}: the built-in engine can’t build ${site.notBuilt.length === 1 ? 'it' : 'them'} yet; an AI provider can.`
    : '';
  return (
    `I built **${spec.name}**, ${article} ${kindLabel} in ${spec.accent}${spec.dark ? ' with a dark theme' : ''}: ` +
    `a home page with a hero, ${list([...onHome, ...extras])}${pageParts.length ? `, and ${list(pageParts)}` : ''}. ` +
    'The header switches pages; every word is in `src/data.ts` for you to edit. ' +
    (kept.length
      ? `The ${list(kept)} are saved in the app’s own backend, so they stay after a reload: you see them all in the Database tab, and each visitor sees only their own.`
      : '') +
    (site.notify && site.form ? notifySays() : '') +
    missing
  );
}
