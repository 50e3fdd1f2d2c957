import type { Features } from '../../../../../templates/kinds/generic/src/schema';
import { templateFile } from '../app/templates';
import { keyOf } from '../lexicon/fields';
import type { Understanding } from '../lexicon/types';
import { understand } from '../lexicon/understand';
import { firstFields } from '../records/describe';
import { collectionOf, recordsFeatures, schemaLiteral } from '../records/kind';
import { readSchemaFile } from '../records/schema-file';
import type { Work } from './edit-content';
import { addPage } from './edit-pages';
import { findPart } from './edit-parts';

// A related list on its own page ("add clients with their own page"): the lexicon's record for
// the noun, kept in its own collection and drawn by the same RecordsPage as the main list.

const ASKS = [
  /^(?:add|create|make)\s+(?:an?\s+|new\s+)*pages?\s+(?:for|of|listing|called|named)\s+(?:my\s+|our\s+|the\s+)?(.+)$/i,
  /^(?:add|create|make)\s+(?:an?\s+|new\s+)*(.+?)\s+pages?$/i,
  /^(?:add|track|keep|list)\s+(?:my\s+|our\s+|the\s+)?(.+?)\s+(?:with|on|in)\s+(?:their|its)\s+own\s+pages?$/i,
];

/** The page's source, from its template: this list's schema, and the parts of the main page that suit it. */
function pageSource(u: Understanding, parts: Partial<Features>) {
  const name = keyOf(u.subject.plural);
  const on = Object.entries(parts).filter(([, value]) => value);
  const features = on.length ? `{ ${on.map(([key]) => `${key}: true`).join(', ')} }` : '{}';
  return (component: string) =>
    templateFile('kinds/generic/src/pages/RelatedPage.tsx')
      .replace(
        /\/\/ Stand-in[^\n]*/,
        `// ${u.subject.plural}, kept in their own collection and listed on their own page.`,
      )
      .replace(/const related: RecordSchema = \{[\s\S]*?\n\};/, schemaLiteral(u, undefined, 'const related'))
      .replace('features={{}}', `features={${features}}`)
      .replace('RelatedPage', component)
      .replace(/\brelated\b/g, name);
}

/** Adds the page a clause asks for; false when it asks for no list page (a section page, say). */
export function addRelatedPage(w: Work, clause: string): boolean {
  const noun = ASKS.map((pattern) => pattern.exec(clause)?.[1])
    .find(Boolean)
    ?.replace(/["“”]/g, '')
    .trim();
  if (!noun) return false;
  return addRelatedList(w, noun);
}

/** Adds a page keeping `noun` ("clients"), beside the main list; false when the noun names no list. */
export function addRelatedList(w: Work, noun: string): boolean {
  const app = readSchemaFile(w.files['src/schema.ts']);
  if (!app || !w.files['src/components/records/RecordsPage.tsx']) return false;
  const word = noun.toLowerCase();
  if (word === 'home' || findPart(word, w.files)) return false;
  // A noun the lexicon does not know is still what the page keeps: "payees" is Payees, not Items.
  const known = understand(noun);
  const u = known.known ? known : understand(`${noun} tracker`);
  if (collectionOf(u) === /collection: '([^']+)'/.exec(w.files['src/schema.ts'] ?? '')?.[1]) {
    w.problems.push(`${app.plural} already have their page`);
    return true;
  }
  // Only parts the shared page has kept can show: those of the main list this list also suits.
  const { on } = recordsFeatures(u);
  const parts = Object.fromEntries(
    (Object.keys(on) as Array<keyof Features>).filter((key) => on[key] && app.features[key]).map((key) => [key, true]),
  ) as Partial<Features>;
  const before = w.done.length;
  addPage(w, u.subject.plural, '', pageSource(u, parts));
  // addPage said "added a Clients page to the navigation": say what the page keeps too.
  if (w.done.length > before)
    w.done[before] =
      `added a ${u.subject.plural} page to the navigation, where ${u.subject.plural.toLowerCase()} are kept with their ${firstFields(u)}`;
  return true;
}
