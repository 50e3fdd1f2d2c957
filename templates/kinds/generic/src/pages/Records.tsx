import { useCollection } from '@shipwright/cloud';
import { PencilIcon, SearchIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { CategoryChart } from '../components/records/CategoryChart';
import { CsvExport } from '../components/records/CsvExport';
import { draftOf } from '../components/records/draft';
import { FieldValue } from '../components/records/FieldValue';
import { amountField, countOf, dateField, type Entry, fieldsOf, isEmpty, type SavedRecord, textOf, titleOf } from '../components/records/fields';
import { KanbanBoard } from '../components/records/KanbanBoard';
import { LoadError } from '../components/records/LoadError';
import { compareBy, type Order, ordersFor } from '../components/records/order';
import { RecordForm } from '../components/records/RecordForm';
import { Streaks } from '../components/records/Streaks';
import { SummaryCards } from '../components/records/SummaryCards';
import { TrendChart } from '../components/records/TrendChart';
import { WeekView } from '../components/records/WeekView';
import { Button } from '../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Input } from '../components/ui/input';
import { features, schema } from '../schema';

// Records are saved in the app's own backend: each visitor keeps their own across reloads.
const plural = schema.plural.toLowerCase();
const singular = schema.singular.toLowerCase();
const a = (/^[aeiou]/i.test(singular) ? 'an ' : 'a ') + singular;

const amount = amountField(schema);
const date = dateField(schema);
const selects = fieldsOf(schema, 'select');
const searched = fieldsOf(schema, 'text', 'longtext', 'email', 'phone', 'url', 'tags', 'select');
const images = fieldsOf(schema, 'image');
// Shown under a card's title: everything but the title, pictures and long notes.
const details = schema.fields.filter((f) => f.key !== schema.title && f.type !== 'image' && f.type !== 'longtext');
const notes = fieldsOf(schema, 'longtext');

const orders = ordersFor(schema);
// What the empty list asks for: "its title, amount and category".
const asked = schema.fields.slice(0, 3).map((f) => f.label.toLowerCase());
const askedFor = asked.length > 1 ? asked.slice(0, -1).join(', ') + ' and ' + asked[asked.length - 1] : asked.join('');

export function Records() {
  const records = useCollection<Entry>(schema.collection);
  const id = useId();
  const [query, setQuery] = useState('');
  // The chosen option of each select field's filter, by key; none means all.
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [order, setOrder] = useState<Order>(date ? 'date' : 'added');
  const [view, setView] = useState<'list' | 'board'>(features.kanban ? 'board' : 'list');
  // The record the edit or delete dialog is about, while it is open.
  const [editing, setEditing] = useState<SavedRecord | null>(null);
  const [removing, setRemoving] = useState<SavedRecord | null>(null);
  // Loaded, and not failed before anything came: only then is an empty list really empty.
  const loaded = !records.loading && !(records.error && records.items.length === 0);
  const words = query.trim().toLowerCase();
  const shown = records.items
    .filter((r) => !words || searched.some((f) => textOf(r, f).toLowerCase().includes(words)))
    .filter((r) => selects.every((f) => !filters[f.key] || r[f.key] === filters[f.key]))
    .sort(compareBy(order, schema));
  const narrowed = words !== '' || Object.values(filters).some(Boolean);
  // A change that fails shows up in records.error (below), so there is nothing more to do with it here.
  const save = (change: Promise<unknown>) => change.catch(() => undefined);

  return (
    <section aria-labelledby={id + '-title'} className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id={id + '-title'} className="text-3xl font-bold">
            {schema.plural}
          </h1>
          {records.items.length > 0 && (
            <p className="text-muted">{countOf(records.items.length, schema)}</p>
          )}
        </div>
        {features.csv && records.items.length > 0 && <CsvExport records={records.items} schema={schema} />}
      </div>

      {/* feature: summary, streaks */}
      {records.items.length > 0 && (features.summary || features.streaks) && (
        <div className="grid gap-4">
          {features.summary && <SummaryCards records={records.items} schema={schema} />}
          {features.streaks && <Streaks records={records.items} schema={schema} />}
        </div>
      )}
      {/* end feature */}

      <div className="rounded-xl border border-line bg-panel p-4 sm:p-6">
        <h2 className="mb-4 text-lg font-semibold">{'Add ' + a}</h2>
        <RecordForm label={'Add ' + a} schema={schema} submitLabel={'Add ' + singular} onSave={(entry) => records.add(entry)} />
      </div>

      {records.error && <LoadError error={records.error} onRetry={() => void records.reload()} />}
      {records.loading && (
        <p role="status" className="text-muted">
          {'Loading your ' + plural + '…'}
        </p>
      )}
      {loaded && records.items.length === 0 && (
        <div className="rounded-xl border border-dashed border-line p-8 text-center">
          <p className="text-lg font-semibold">{'No ' + plural + ' yet'}</p>
          <p className="mt-1 text-muted">
            {'Add your first ' + singular + ' above, with its ' + askedFor + '. It’s saved as you go, so it will be here when you come back.'}
          </p>
        </div>
      )}

      {/* feature: trend, byCategory */}
      {records.items.length > 0 && (features.trend || features.byCategory) && (
        <div className="grid gap-4 md:grid-cols-2">
          {features.trend && <TrendChart records={records.items} schema={schema} />}
          {features.byCategory && <CategoryChart records={records.items} schema={schema} />}
        </div>
      )}
      {/* end feature */}
      {records.items.length > 0 && features.week && <WeekView records={records.items} schema={schema} />}

      {records.items.length > 0 && (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-end gap-3">
            <h2 className="sr-only">{'Your ' + plural}</h2>
            <div className="relative basis-full sm:min-w-48 sm:flex-1 sm:basis-auto">
              <label htmlFor={id + '-search'} className="sr-only">
                {'Search ' + plural}
              </label>
              <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
              <Input id={id + '-search'} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={'Search ' + plural + '…'} className="bg-panel pl-9" />
            </div>
            {selects.map((f) => (
              <label key={f.key} className="grid flex-1 gap-1 text-sm font-medium sm:flex-none">
                <span>
                  <span className="sr-only">Filter by </span>
                  {f.label}
                </span>
                <select
                  value={filters[f.key] ?? ''}
                  onChange={(e) => setFilters({ ...filters, [f.key]: e.target.value })}
                  className="h-9 rounded-md border border-input bg-panel px-3 font-normal"
                >
                  <option value="">All</option>
                  {f.options?.map((o) => (
                    <option key={o}>{o}</option>
                  ))}
                </select>
              </label>
            ))}
            {view === 'list' && (
              <label className="grid flex-1 gap-1 text-sm font-medium sm:flex-none">
                Sort
                <select value={order} onChange={(e) => setOrder(e.target.value as Order)} className="h-9 rounded-md border border-input bg-panel px-3 font-normal">
                  {orders.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {/* feature: kanban */}
            {features.kanban && (
              <div role="group" aria-label="View" className="flex rounded-md border border-input bg-panel p-0.5">
                {(['board', 'list'] as const).map((v) => (
                  <Button key={v} size="sm" variant={view === v ? 'secondary' : 'ghost'} aria-pressed={view === v} onClick={() => setView(v)}>
                    {v === 'board' ? 'Board' : 'List'}
                  </Button>
                ))}
              </div>
            )}
            {/* end feature */}
          </div>

          {shown.length === 0 && (
            <p className="text-muted">
              {'No ' + plural + ' match ' + (words ? '“' + query.trim() + '”' : 'these filters') + '. '}
              <button
                type="button"
                className="font-semibold text-ink underline"
                onClick={() => {
                  setQuery('');
                  setFilters({});
                }}
              >
                Show all
              </button>
            </p>
          )}
          {narrowed && shown.length > 0 && (
            <p role="status" className="sr-only">
              {shown.length + ' of ' + records.items.length + ' ' + plural + ' shown'}
            </p>
          )}

          {/* feature: kanban */}
          {view === 'board' && shown.length > 0 && (
            <KanbanBoard records={shown} schema={schema} onMove={(record, change) => records.update(record.id, change)} />
          )}
          {/* end feature */}
          {view === 'list' && shown.length > 0 && (
            <ul aria-label={schema.plural} className="grid gap-3 sm:grid-cols-2">
              {shown.map((record) => {
                const title = titleOf(record, schema);
                const image = images.find((f) => !isEmpty(record, f.key));
                return (
                  <li key={record.id} className="flex flex-col rounded-xl border border-line bg-panel p-4">
                    {image && <img src={String(record[image.key])} alt={title} loading="lazy" className="mb-3 aspect-video w-full rounded-lg object-cover" />}
                    <div className="flex items-start justify-between gap-3">
                      <h3 className="min-w-0 break-words font-semibold">{title}</h3>
                      {amount && !isEmpty(record, amount.key) && (
                        <span className="shrink-0 font-semibold">
                          <FieldValue record={record} field={amount} />
                        </span>
                      )}
                    </div>
                    <dl className="mt-2 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1.5 text-sm">
                      {details
                        .filter((f) => f !== amount && !isEmpty(record, f.key))
                        .map((f) => (
                          <div key={f.key} className="contents">
                            <dt className="text-muted">{f.label}</dt>
                            <dd className="min-w-0">
                              <FieldValue record={record} field={f} />
                            </dd>
                          </div>
                        ))}
                    </dl>
                    {notes
                      .filter((f) => !isEmpty(record, f.key))
                      .map((f) => (
                        <p key={f.key} className="mt-2 whitespace-pre-line break-words text-sm text-muted">
                          <span className="sr-only">{f.label + ': '}</span>
                          {textOf(record, f)}
                        </p>
                      ))}
                    <div className="mt-auto flex justify-end gap-1 pt-3">
                      <Button size="sm" variant="ghost" aria-label={'Edit ' + title} onClick={() => setEditing(record)}>
                        <PencilIcon aria-hidden="true" />
                        Edit
                      </Button>
                      <Button size="sm" variant="ghost" aria-label={'Delete ' + title} onClick={() => setRemoving(record)} className="text-destructive hover:text-destructive">
                        <Trash2Icon aria-hidden="true" />
                        Delete
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && (
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{'Edit ' + titleOf(editing, schema)}</DialogTitle>
              <DialogDescription>Changes are saved when you press Save.</DialogDescription>
            </DialogHeader>
            <RecordForm
              key={editing.id}
              label={'Edit ' + titleOf(editing, schema)}
              schema={schema}
              initial={draftOf(editing, schema)}
              submitLabel="Save"
              onSave={(entry) => records.update(editing.id, entry).then(() => setEditing(null))}
              actions={
                <DialogClose asChild>
                  <Button variant="outline">Cancel</Button>
                </DialogClose>
              }
            />
          </DialogContent>
        )}
      </Dialog>

      <Dialog open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        {removing && (
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{'Delete ' + titleOf(removing, schema) + '?'}</DialogTitle>
              <DialogDescription>{'This ' + singular + ' will be gone for good.'}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button
                variant="destructive"
                onClick={() => {
                  void save(records.remove(removing.id));
                  setRemoving(null);
                }}
              >
                Delete
              </Button>
            </DialogFooter>
          </DialogContent>
        )}
      </Dialog>
    </section>
  );
}
