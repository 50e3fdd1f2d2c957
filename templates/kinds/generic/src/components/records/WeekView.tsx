import { addDays, addWeeks, format, isSameDay, isToday, startOfWeek } from 'date-fns';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useState } from 'react';
import type { RecordSchema } from '../../schema';
import { Button } from '../ui/button';
import { fieldsOf, recordDay, type SavedRecord, textOf, titleOf } from './fields';

/** The records of one week, Monday to Sunday, by their date (or the day they were added). */
export function WeekView({ records, schema }: { records: readonly SavedRecord[]; schema: RecordSchema }) {
  // Weeks away from this one: -1 is last week.
  const [offset, setOffset] = useState(0);
  const monday = addWeeks(startOfWeek(new Date(), { weekStartsOn: 1 }), offset);
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const title = offset === 0 ? 'This week' : `Week of ${format(monday, 'd MMM yyyy')}`;
  const plural = schema.plural.toLowerCase();
  // Beside each title, its first choice: which desk, which room, what mood.
  const choice = fieldsOf(schema, 'select')[0];

  return (
    <section aria-label={`${schema.plural} by day`} className="rounded-xl border border-line bg-panel p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold" aria-live="polite">
          {title}
        </h2>
        <div className="flex items-center gap-1">
          <Button variant="ghost" size="icon" aria-label="Previous week" onClick={() => setOffset(offset - 1)}>
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => setOffset(0)}>
            Today
          </Button>
          <Button variant="ghost" size="icon" aria-label="Next week" onClick={() => setOffset(offset + 1)}>
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
      <ol className="mt-3 grid gap-2 sm:grid-cols-7">
        {days.map((day) => {
          const onDay = records.filter((r) => {
            const at = recordDay(r, schema);
            return at !== null && isSameDay(at, day);
          });
          return (
            <li
              key={day.toISOString()}
              aria-current={isToday(day) ? 'date' : undefined}
              className={`rounded-lg sm:min-h-24 border p-2 ${isToday(day) ? 'border-brand-600 bg-brand-50' : 'border-line bg-surface'}`}
            >
              <h3 className="flex items-baseline gap-1 text-sm sm:flex-col sm:gap-0">
                <span className="font-semibold">{format(day, 'EEE')}</span>
                <span className={`text-xs ${isToday(day) ? 'text-ink' : 'text-muted'}`}>{format(day, 'd MMM')}</span>
              </h3>
              {onDay.length === 0 ? (
                <p className="sr-only">{`No ${plural}`}</p>
              ) : (
                <ul className="mt-1 grid gap-1">
                  {onDay.map((record) => (
                    <li key={record.id} className="break-words rounded bg-panel px-2 py-1 text-xs shadow-xs">
                      {titleOf(record, schema)}
                      {choice && textOf(record, choice) && (
                        <span className="block text-muted">{textOf(record, choice)}</span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
