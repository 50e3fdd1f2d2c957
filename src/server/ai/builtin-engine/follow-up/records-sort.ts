import { amountField, dateField } from '../../../../../templates/kinds/generic/src/components/records/fields';
import { type Order, ordersFor } from '../../../../../templates/kinds/generic/src/components/records/order';
import { q } from '../app/shell';
import type { Field } from '../lexicon/types';
import type { SchemaFile } from '../records/schema-file';
import type { Work } from './edit-content';
import { partsOf, rewritePage, withCurrentTypes } from './records-parts';

// "Sort by due date by default", "order them A to Z", "newest first": the order the list opens in
// (the schema's `sort`), one of the orders its Sort menu offers.

/** A follow-up asking for an order, with what it names; "add sorting" is not one (the menu is there). */
const ASKS =
  /\b(?:sort|order)(?:ed)?(?:\s+(?:them|it|everything|the list|the \w+|my \w+))?\s+(by\s+.+|alphabetically.*|a ?(?:to|-) ?z.*|(?:newest|latest|oldest) first.*)$/i;

/** The schema the page's own helpers read: which field is its date and its amount, and its orders. */
const schemaOf = (app: SchemaFile) => ({ ...app, collection: '' });

/** The fields the list sorts by date and by amount, as the page picks them. */
const orders = (app: SchemaFile) => ({ date: dateField(schemaOf(app)), amount: amountField(schemaOf(app)) });

/** What an order is called in the reply, as the Sort menu names it. */
function orderName(order: Order, app: SchemaFile): string {
  const label = ordersFor(schemaOf(app)).find((o) => o.value === order)?.label ?? 'Newest first';
  return order === 'added' ? label.toLowerCase() : label;
}

/** The order `target` names ("due date", "price", "name", "newest"), a field it names that no order sorts by, or null. */
function orderOf(target: string, app: SchemaFile): Order | Field | null {
  const text = target.toLowerCase().replace(/^by\s+/, '');
  const { date, amount } = orders(app);
  const named = [...app.fields]
    .sort((a, b) => b.label.length - a.label.length)
    .find((f) => text.includes(f.label.toLowerCase()));
  if (named) {
    if (named === date) return 'date';
    if (named === amount) return 'amount';
    if (named.key === app.title) return 'title';
    return named;
  }
  if (/alphabetic|\ba ?(?:to|-) ?z\b|\bname\b|\btitle\b/.test(text)) return 'title';
  if (/newest|recent|added|created|oldest/.test(text)) return 'added';
  if (date && /\b(?:date|day|when|soonest|latest|due)\b/.test(text)) return 'date';
  if (amount && /\b(?:amount|price|cost|value|highest|biggest|most)\b/.test(text)) return 'amount';
  return null;
}

/** The schema with the list opening in `order`. */
function withSort(source: string, order: Order): string {
  const line = `  sort: ${q(order)},`;
  if (/^ {2}sort: '\w+',$/m.test(source)) return source.replace(/^ {2}sort: '\w+',$/m, line);
  return source.replace(/^( {2}title: '[^'\n]*',)$/m, `$1\n${line}`);
}

/** Sets the order the list opens in, when the clause asks for one; false when it does not. */
export function setDefaultSort(w: Work, app: SchemaFile, clause: string): boolean {
  const asked = ASKS.exec(clause);
  if (!asked) return false;
  const order = orderOf(asked[1] ?? '', app);
  const plural = app.plural.toLowerCase();
  if (order === null || typeof order !== 'string') {
    const { date, amount } = orders(app);
    const can = ['newest first', date && `by ${date.label}`, amount && `by ${amount.label}`, 'A to Z'].filter(Boolean);
    const what = order ? `by ${order.label}` : 'that way';
    w.notes.push(`The ${plural} can open sorted ${can.join(', ').replace(/, ([^,]*)$/, ' or $1')}; not ${what} yet.`);
    return true;
  }
  const parts = partsOf(app.features);
  if (!rewritePage(w, parts, parts)) {
    w.problems.push(
      `src/components/records/RecordsPage.tsx has changed since I wrote it, so I can’t set the order it opens in safely`,
    );
    return true;
  }
  const source = w.files['src/schema.ts'] ?? '';
  w.files['src/schema.ts'] = withSort(withCurrentTypes(source), order);
  w.done.push(
    `made the ${plural} open sorted ${order === 'title' || order === 'added' ? '' : 'by '}${orderName(order, app)}`,
  );
  return true;
}
