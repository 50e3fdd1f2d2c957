import { useCollection, useSamples } from '@shipwright/cloud';
import { SearchIcon } from 'lucide-react';
import { useId, useState } from 'react';
import type { Features, RecordSchema } from '../../schema';
import { Input } from '../ui/input';
import { Account } from './Account';
import { CategoryChart } from './CategoryChart';
import { CheckInButton, useCheckIns } from './CheckIns';
import { CsvExport } from './CsvExport';
import { CurrencyRates } from './CurrencyRates';
import { countOf, dateField, type Entry, fieldsOf, type SavedRecord } from './fields';
import { GoalProgress } from './GoalProgress';
import { KanbanBoard, ViewSwitch } from './KanbanBoard';
import { Leaderboard } from './Leaderboard';
import { ListActions } from './ListActions';
import { LiveWeather } from './LiveWeather';
import { LoadError } from './LoadError';
import { MonthCalendar } from './MonthCalendar';
import { compareBy, type Order, ordersFor } from './order';
import { Quiz } from './Quiz';
import { RecordCard } from './RecordCard';
import { RecordDetail, RecordRoutes } from './RecordDetail';
import { DeleteDialog, EditDialog } from './RecordDialogs';
import { RecordForm } from './RecordForm';
import { SamplesNotice, samplesOf } from './Samples';
import { Streaks } from './Streaks';
import { SummaryCards } from './SummaryCards';
import { matchesSearch } from './search-match';
import { Timer } from './Timer';
import { TrendChart } from './TrendChart';
import { WeekView } from './WeekView';

/** What one list page keeps (its schema) and the parts it shows around the list; unset parts are off. */
export interface RecordsPageProps {
  schema: RecordSchema;
  features: Partial<Features>;
}

/** A list page: records are saved in the app's own backend, so each visitor keeps their own across reloads. */
export function RecordsPage({ schema, features }: RecordsPageProps) {
  const plural = schema.plural.toLowerCase();
  const singular = schema.singular.toLowerCase();
  const a = (/^[aeiou]/i.test(singular) ? 'an ' : 'a ') + singular;
  const date = dateField(schema);
  const selects = fieldsOf(schema, 'select');
  const orders = ordersFor(schema);
  // What the empty list asks for: "its title, amount and category".
  const asked = schema.fields.slice(0, 3).map((f) => f.label.toLowerCase());
  const askedFor = asked.length > 1 ? asked.slice(0, -1).join(', ') + ' and ' + asked[asked.length - 1] : asked.join('');
  const records = useCollection<Entry>(schema.collection);
  // In the preview, a few sample records the first time the list is empty, so every part shows itself.
  const samples = useSamples(records, schema.collection, samplesOf(schema));
  const checkIns = useCheckIns(schema, records.items);
  const id = useId();
  // feature: search
  const [query, setQuery] = useState('');
  // end feature
  // The chosen option of each select field's filter, by key; none means all.
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [order, setOrder] = useState<Order>(schema.sort ?? (date ? 'date' : 'added'));
  // feature: shuffle
  // The random order Shuffle dealt (record ids), kept until it is pressed again.
  const [dealt, setDealt] = useState<string[] | null>(null);
  // end feature
  const [view, setView] = useState<'list' | 'board'>('board');
  // The record the edit or delete dialog is about, while it is open.
  const [editing, setEditing] = useState<SavedRecord | null>(null);
  const [removing, setRemoving] = useState<SavedRecord | null>(null);
  // Loaded, and not failed before anything came: only then is an empty list really empty.
  const loaded = !records.loading && !(records.error && records.items.length === 0);
  // feature: search
  const words = query.trim().toLowerCase();
  // end feature
  const shown = records.items
    // feature: search
    .filter((r) => matchesSearch(r, schema, words))
    // end feature
    .filter((r) => selects.every((f) => !filters[f.key] || r[f.key] === filters[f.key]))
    .sort(compareBy(order, schema));
  if (dealt) shown.sort((x, y) => dealt.indexOf(x.id) - dealt.indexOf(y.id));
  const narrowed =
    // feature: search
    words !== '' ||
    // end feature
    Object.values(filters).some(Boolean);
  // A change that fails shows up in records.error (below), so there is nothing more to do with it here.
  const save = (change: Promise<unknown>) => change.catch(() => undefined);
  // feature: clearAll
  // Clear all, once confirmed: every record of this visitor's goes, one at a time.
  const clearAll = async () => {
    if (features.checkins) return checkIns.clear(); // Check-ins go instead: the streaks start over and the records stay.
    for (const record of records.items.filter((r) => r.mine !== false)) await records.remove(record.id);
  };
  // end feature

  const list = (
    <section aria-labelledby={id + '-title'} className="mx-auto flex max-w-5xl flex-col gap-6">
      {features.signin && <Account schema={schema} />}
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

      {samples.count > 0 && <SamplesNotice count={samples.count} schema={schema} onClearSamples={() => void save(samples.clear())} />}
      {features.weather && <LiveWeather records={records.items} schema={schema} />}
      {features.rates && <CurrencyRates records={records.items} schema={schema} />}
      {features.timer && <Timer schema={schema} onLog={(entry) => records.add(entry)} />}
      {features.goal && <GoalProgress records={records.items} schema={schema} />}
      {features.ranking && <Leaderboard records={records.items} schema={schema} />}
      {/* feature: summary, streaks */}
      {(features.summary || features.streaks) && (
        <div className="grid gap-4">
          {features.summary && <SummaryCards records={records.items} schema={schema} />}
          {/* feature: !checkins */}
          {features.streaks && <Streaks records={records.items} schema={schema} />}
          {/* end feature */}
          {features.streaks && <Streaks records={checkIns.items} schema={checkIns.schema} />}
        </div>
      )}
      {/* end feature */}

      <div className="rounded-xl border border-line bg-panel p-4 sm:p-6">
        <h2 className="mb-4 text-lg font-semibold">{'Add ' + a}</h2>
        <RecordForm label={'Add ' + a} schema={schema} submitLabel={'Add ' + singular} others={records.items} onSave={(entry) => records.add(entry)} />
      </div>

      {records.error && <LoadError error={records.error} onRetry={() => void records.reload()} />}
      {checkIns.error && !records.error && <LoadError error={checkIns.error} onRetry={() => void checkIns.reload()} />}
      {(records.loading || samples.adding) && (
        <p role="status" className="text-muted">
          {(records.loading ? 'Loading your ' : 'Adding a few sample ') + plural + '…'}
        </p>
      )}
      {loaded && !samples.adding && records.items.length === 0 && (
        <div className="rounded-xl border border-dashed border-line p-8 text-center">
          <p className="text-lg font-semibold">{'No ' + plural + ' yet'}</p>
          <p className="mt-1 text-muted">
            {'Add your first ' + singular + ' above, with its ' + askedFor + '. It’s saved as you go, so it will be here when you come back.'}
          </p>
        </div>
      )}

      {/* feature: trend, byCategory */}
      {(features.trend || features.byCategory) && (
        <div className="grid gap-4 md:grid-cols-2">
          {/* feature: !checkins */}
          {features.trend && <TrendChart records={records.items} schema={schema} />}
          {/* end feature */}
          {features.trend && <TrendChart records={checkIns.items} schema={checkIns.schema} />}
          {features.byCategory && <CategoryChart records={records.items} schema={schema} />}
        </div>
      )}
      {/* end feature */}
      {features.week && <WeekView records={records.items} schema={schema} />}
      {/* feature: !checkins */}
      {features.month && <MonthCalendar records={records.items} schema={schema} />}
      {/* end feature */}
      {/* feature: checkins */}
      {features.month && <MonthCalendar records={checkIns.items} schema={checkIns.schema} />}
      {/* end feature */}
      {features.quiz && <Quiz records={records.items} schema={schema} />}

      {records.items.length > 0 && (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-end gap-3">
            <h2 className="sr-only">{'Your ' + plural}</h2>
            {/* feature: search */}
            <div className="relative basis-full sm:min-w-48 sm:flex-1 sm:basis-auto">
              <label htmlFor={id + '-search'} className="sr-only">
                {'Search ' + plural}
              </label>
              <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
              <Input id={id + '-search'} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={'Search ' + plural + '…'} className="bg-panel pl-9" />
            </div>
            {/* end feature */}
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
            {features.kanban && <ViewSwitch view={view} onChange={setView} />}
            {/* feature: clearAll, markAllDone, shuffle */}
            <ListActions
              schema={schema}
              shown={shown}
              clearLabel={features.checkins ? 'Reset all streaks' : 'Clear all ' + plural}
              onClear={clearAll}
              onMarkDone={(record, change) => records.update(record.id, change)}
              shuffled={dealt !== null}
              onShuffle={setDealt}
            />
            {/* end feature */}
          </div>

          {shown.length === 0 && (
            <p className="text-muted">
              {/* feature: search */}
              {'No ' + plural + ' match ' + (words ? '“' + query.trim() + '”' : 'these filters') + '. '}
              {/* end feature */}
              {/* feature: !search */}
              {'No ' + plural + ' match these filters. '}
              {/* end feature */}
              <button
                type="button"
                className="font-semibold text-ink underline"
                onClick={() => {
                  // feature: search
                  setQuery('');
                  // end feature
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
          {shown.length > 0 &&
            view === 'list' &&
            <ul aria-label={schema.plural} className="grid gap-3 sm:grid-cols-2">
              {shown.map((record) => (
                <RecordCard
                  key={record.id}
                  record={record}
                  schema={schema}
                  onEdit={() => setEditing(record)}
                  onDelete={() => setRemoving(record)}
                  action={<CheckInButton record={record} schema={schema} checkIns={checkIns} />}
                />
              ))}
            </ul>}
        </div>
      )}
    </section>
  );

  return (
    <>
      <RecordRoutes
        list={list}
        detail={
          <RecordDetail
            records={records.items}
            loading={!loaded}
            schema={schema}
            onEdit={setEditing}
            onDelete={setRemoving}
            action={(record) => <CheckInButton record={record} schema={schema} checkIns={checkIns} />}
          />
        }
      />
      <EditDialog record={editing} schema={schema} others={records.items} onClose={() => setEditing(null)} onSave={(record, entry) => records.update(record.id, entry)} />
      <DeleteDialog record={removing} schema={schema} onClose={() => setRemoving(null)} onDelete={(record) => void save(records.remove(record.id))} />
    </>
  );
}
