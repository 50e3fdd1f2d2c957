import { differenceInCalendarDays, format, startOfDay, subDays } from 'date-fns';
import type { RecordSchema } from '../../schema';
import { recordDay, type SavedRecord } from './fields';

const daysShown = 28;

/** Runs of consecutive days with at least one record, for check-ins, and the last four weeks at a glance. */
export function Streaks({ records, schema }: { records: readonly SavedRecord[]; schema: RecordSchema }) {
  const today = startOfDay(new Date());
  // Days back from today that have a record: 0 is today.
  const ago = new Set(
    records.flatMap((record) => {
      const day = recordDay(record, schema);
      return day ? [differenceInCalendarDays(today, day)] : [];
    }),
  );
  // A streak is still current until a whole day goes by without a record.
  let current = 0;
  for (let day = ago.has(0) ? 0 : 1; ago.has(day); day++) current++;
  let longest = 0;
  for (const day of ago) {
    if (ago.has(day + 1)) continue; // Count each run once, from its first day.
    let length = 1;
    while (ago.has(day - length)) length++;
    longest = Math.max(longest, length);
  }
  const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);
  const recent = Array.from({ length: daysShown }, (_, i) => subDays(today, daysShown - 1 - i));
  const active = recent.filter((day) => ago.has(differenceInCalendarDays(today, day))).length;

  return (
    <section aria-label="Streaks" className="rounded-xl border border-line bg-panel p-4">
      <dl className="grid grid-cols-3 gap-3">
        <div>
          <dt className="text-muted text-sm">Current streak</dt>
          <dd className="mt-1 font-bold text-2xl">{days(current)}</dd>
        </div>
        <div>
          <dt className="text-muted text-sm">Longest streak</dt>
          <dd className="mt-1 font-bold text-2xl">{days(longest)}</dd>
        </div>
        <div>
          <dt className="text-muted text-sm">Last 4 weeks</dt>
          <dd className="mt-1 font-bold text-2xl">{`${active}/${daysShown}`}</dd>
        </div>
      </dl>
      <p className="sr-only">{`${schema.plural} on ${active} of the last ${daysShown} days.`}</p>
      <ol
        aria-hidden="true"
        className="mt-4 grid w-fit grid-cols-[repeat(14,1rem)] gap-1 sm:grid-cols-[repeat(14,1.25rem)]"
      >
        {recent.map((day) => (
          <li
            key={day.toISOString()}
            title={format(day, 'EEE d MMM')}
            className={`aspect-square rounded ${ago.has(differenceInCalendarDays(today, day)) ? 'bg-brand-600' : 'bg-line'}`}
          />
        ))}
      </ol>
    </section>
  );
}
