import { HOME_SECTIONS } from '../app/lists';
import { readSchemaFile } from '../records/schema-file';
import { findColour } from '../understand/colours';
import { splitClauses } from './clauses';
import { addItem, renameApp, renameHeading, setTheme, type Work } from './edit-content';
import {
  addPage,
  addSection,
  listsComponent,
  movePage,
  moveSection,
  type Place,
  pageNamed,
  removePage,
  removeSection,
} from './edit-pages';
import { findPart, PART_NAMES, type Part } from './edit-parts';
import { applyRecordsClause } from './records-edits';
import { RECORDS_CAN } from './records-words';

// Reading follow-up requests. Each one found changes a working copy of the files; the reply is
// then written as blocks from the differences, so frozen files are checked in one place.

const PROVIDER =
  'For free-form changes, configure an AI provider (for example set OPENAI_API_KEY, ANTHROPIC_API_KEY or GOOGLE_GENERATIVE_AI_API_KEY) and pick that model.';

/** What the engine can change offline in this project, and how to get more. */
export function providerHint(files: Record<string, string>): string {
  const general =
    'rename the app or the heading, change colours, dark mode, add or remove a page or section, move a page or section';
  const can = readSchemaFile(files['src/schema.ts'])
    ? `${general}; on the list page, ${RECORDS_CAN}`
    : `${general}, add an item to a list`;
  return `Offline I can ${can}. ${PROVIDER}`;
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

const ITEM_WORDS = 'item|entry|product|task|todo|to-do|track|song|course|post|article|project|user|service|plan|metric';

/** Applies every request in `message`, one clause at a time; names the clauses it could not do. */
export function applyFollowUp(message: string, files: Record<string, string>): Work {
  const w: Work = { files: { ...files }, done: [], problems: [], notes: [] };
  const clauses = splitClauses(message);
  const missed = clauses.filter((clause) => !applyClause(clause, w));
  if (missed.length === clauses.length) w.problems.push('UNSUPPORTED');
  else if (missed.length > 0) {
    for (const clause of missed) w.problems.push(`“${clause}” is beyond what I can do offline`);
    w.notes.push(providerHint(files));
  }
  return w;
}

// "move the FAQ to the top", "put the menu above the photos section", "move testimonials last".
const MOVE =
  /\b(?:move|put|place)\s+(?:the\s+|our\s+|my\s+)?(.+?)(?:\s+section)?\s+(?:(?:to|at)\s+the\s+(top|bottom|end)|(first|last)|(above|below|before|after|under|over)\s+(?:the\s+|our\s+|my\s+)?(.+?)(?:\s+section)?)(?:\s+of\s+the\s+(?:home\s+)?page)?\s*$/i;

/** A section by name, the hero and highlights included (they can be moved round, not added). */
function sectionNamed(name: string, files: Record<string, string>): Part | null {
  const word = name.toLowerCase().trim();
  if (/^(?:hero|banner|header image)$/.test(word)) return { component: 'Hero', label: 'Hero', says: 'the hero' };
  if (/^(?:highlights|features)$/.test(word))
    return { component: 'Features', label: 'Highlights', says: 'the highlights' };
  return findPart(word, files);
}

/** Moves a home-page section as `clause` asks; false when it asks no move. */
function applyMove(clause: string, w: Work): boolean {
  const m = MOVE.exec(clause.trim());
  if (!m) return false;
  const [, name = '', end, order, relation, otherName = ''] = m;
  const first = /^(?:top|first)$/i.test(end ?? order ?? '');
  const side = /^(?:above|before|over)$/i.test(relation ?? '') ? 'above' : 'below';
  // A page of the header, named as one or not on the home page: "move the Tenants page first".
  const part = sectionNamed(name, w.files);
  const onHome = part !== null && listsComponent(w.files[HOME_SECTIONS], part.component);
  if (/\s(?:page|tab)$/i.test(name) || (!onHome && pageNamed(w.files, name))) {
    movePage(w, name, relation ? { at: side, of: otherName } : { at: first ? 'top' : 'bottom' });
    return true;
  }
  if (!part) {
    w.problems.push(`I couldn’t find a “${name}” section to move`);
    return true;
  }
  let place: Place;
  if (relation) {
    const other = sectionNamed(otherName, w.files);
    if (!other) {
      w.problems.push(`I couldn’t find a “${otherName}” section to put the ${part.label.toLowerCase()} next to`);
      return true;
    }
    place = { at: side, of: other };
  } else place = { at: first ? 'top' : 'bottom' };
  moveSection(w, part, place);
  return true;
}

/** Applies one request; false when it is not one the engine understands. */
function applyClause(clause: string, w: Work): boolean {
  if (applyRecordsClause(clause, w)) return true;
  if (applyMove(clause, w)) return true;
  const text = clause.trim();
  const lower = text.toLowerCase();
  const files = w.files;
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
    const part = findPart(name, w.files);
    if (verb === 'add') {
      if (what === 'page') addPage(w, name, appName);
      else if (part) addSection(w, part, appName);
      else w.problems.push(`I don’t have a “${name}” section offline (I can add ${PART_NAMES})`);
    } else if (!(part && removeSection(w, part)) && !removePage(w, name)) {
      w.problems.push(`I couldn’t find a ${name} ${what} to remove`);
    }
  }
  const namedPage = /\badd\s+(?:a\s+|an\s+)?(?:new\s+)?page\s+(?:called|named|for)\s+(.+?)(?=$|[.!?,;])/i.exec(text);
  if (namedPage) {
    understood = true;
    addPage(w, unquote(namedPage[1]), appName);
  }

  // A list named from the prompt ("a habit tracker") answers to its own word too: "add a habit".
  const listNoun = /export const schema: RecordSchema = \{[\s\S]*?\n {2}singular: '([^'\\]+)'/
    .exec(files['src/schema.ts'] ?? '')?.[1]
    ?.toLowerCase();
  const itemWords = listNoun ? `${ITEM_WORDS}|${listNoun}` : ITEM_WORDS;
  const itemMatch = new RegExp(
    String.raw`\badd\s+(?:an?\s+|another\s+)?(?:new\s+)?(?:${itemWords})\s*(?:called|named|titled|:)?\s*${NAME}(?=$|[.!?;]|\s+to\s+the\b)`,
    'i',
  ).exec(text);
  if (itemMatch && !/\b(?:section|page)\b/i.test(itemMatch[0])) {
    understood = true;
    addItem(w, unquote(itemMatch[1]));
  }

  return understood;
}
