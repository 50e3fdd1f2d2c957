import {
  addDays,
  addMonths,
  endOfMonth,
  endOfWeek,
  format,
  isSameDay,
  isSameMonth,
  isToday,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useState } from 'react';
import type { Field, RecordSchema } from '../../schema';
import { Button } from '../ui/button';
import { fieldsOf, recordDay, type SavedRecord, titleOf } from './fields';

// A day's colour by the choice its record made (a mood, a status), in the select's order: the first
// choices are usually the good ones ("Great", "Done"), so they get the calm colours.
const CHOICE_COLOURS = [
  'bg-emerald-500',
  'bg-sky-500',
  'bg-amber-400',
  'bg-orange-500',
  'bg-rose-500',
  'bg-violet-500',
  'bg-slate-400',
];
// Without a choice to colour by, a day is as dark as it is busy: a heatmap.
const HEAT = ['bg-brand-200', 'bg-brand-400', 'bg-brand-600'];

/** The select whose choice colours a day (mood, status, type), if the records have one. */
const colourField = (schema: RecordSchema): Field | undefined =>
  fieldsOf(schema, 'select').find((f) => /mood|feel|status|type|categor|kind|result/i.test(`${f.key} ${f.label}`)) ??
  fieldsOf(schema, 'select')[0];

const colourOf = (field: Field | undefined, record: SavedRecord) => {
  const at = field?.options?.indexOf(String(record[field.key] ?? '')) ?? -1;
  return at >= 0 ? CHOICE_COLOURS[at % CHOICE_COLOURS.length] : 'bg-brand-600';
};

/**
 * The records of one month on a calendar, Monday first, by their date (or the day they were added):
 * each day coloured by its record's choice (a mood per day) or, without one, by how many it has.
 */
export function MonthCalendar({ records, schema }: { records: readonly SavedRecord[]; schema: RecordSchema }) {
  // Months away from this one: -1 is last month.
  const [offset, setOffset] = useState(0);
  const month = addMonths(startOfMonth(new Date()), offset);
  const first = startOfWeek(month, { weekStartsOn: 1 });
  const last = endOfWeek(endOfMonth(month), { weekStartsOn: 1 });
  const days: Date[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  const colour = colourField(schema);
  const plural = schema.plural.toLowerCase();
  const inMonth = records.filter((r) => {
    const at = recordDay(r, schema);
    return at !== null && isSameMonth(at, month);
  });

  return (
    <section aria-label={`${schema.plural} by month`} className="rounded-xl border border-line bg-panel p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="font-semibold" aria-live="polite">
            {format(month, 'MMMM yyyy')}
          </h2>
          <p className="text-muted text-sm">
            {inMonth.length === 0
              ? `No ${plural} this month yet: each day you add one shows here.`
              : `${inMonth.length} ${inMonth.length === 1 ? schema.singular.toLowerCase() : plural} this month`}
          </p>
        </div>
        <div className="flex items-center gap-1">
          <Button variant="ghost" size="icon" aria-label="Previous month" onClick={() => setOffset(offset - 1)}>
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => setOffset(0)}>
            Today
          </Button>
          <Button variant="ghost" size="icon" aria-label="Next month" onClick={() => setOffset(offset + 1)}>
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div aria-hidden="true" className="mt-3 grid grid-cols-7 gap-1 text-center font-semibold text-muted text-xs">
        {days.slice(0, 7).map((day) => (
          <span key={day.toISOString()}>{format(day, 'EEE')}</span>
        ))}
      </div>
      <ol className="mt-1 grid grid-cols-7 gap-1">
        {days.map((day) => {
          const onDay = inMonth.filter((r) => {
            const at = recordDay(r, schema);
            return at !== null && isSameDay(at, day);
          });
          const titles = onDay.map((r) => titleOf(r, schema));
          const fill =
            onDay.length === 0
              ? ''
              : colour
                ? colourOf(colour, onDay[0])
                : HEAT[Math.min(onDay.length, HEAT.length) - 1];
          return (
            <li
              key={day.toISOString()}
              aria-current={isToday(day) ? 'date' : undefined}
              aria-label={`${format(day, 'EEEE d MMMM')}: ${titles.length ? titles.join(', ') : `no ${plural}`}`}
              title={titles.join(', ') || undefined}
              className={`flex aspect-square min-h-9 flex-col rounded-md border p-1 text-xs sm:aspect-auto sm:min-h-16 ${isSameMonth(day, month) ? 'border-line bg-surface' : 'border-transparent'} ${isToday(day) ? 'ring-2 ring-brand-600' : ''}`}
            >
              <span className={isToday(day) ? 'font-bold text-ink' : 'text-muted'}>{format(day, 'd')}</span>
              {fill && <span className={`mt-auto h-2 rounded-full ${fill}`} />}
              {titles[0] && <span className="mt-1 hidden truncate text-ink sm:block">{titles[0]}</span>}
            </li>
          );
        })}
      </ol>
      {colour?.options && (
        <ul aria-label={colour.label} className="mt-3 flex flex-wrap gap-3 text-muted text-xs">
          {colour.options.map((option, i) => (
            <li key={option} className="flex items-center gap-1">
              <span
                aria-hidden="true"
                className={`size-2.5 rounded-full ${CHOICE_COLOURS[i % CHOICE_COLOURS.length]}`}
              />
              {option}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
