import { useCollection } from '@shipwright/cloud';
import { differenceInCalendarDays, format } from 'date-fns';
import { CheckIcon, CircleIcon } from 'lucide-react';
import { useState } from 'react';
import type { RecordSchema } from '../../schema';
import { Button } from '../ui/button';
import { dayOf, type SavedRecord, titleOf } from './fields';

/** A record done on a day (yyyy-MM-dd). */
export type CheckIn = { record: string; day: string };

// The latest check-ins, newest day first: enough for today's ticks, current streaks and the last
// weeks' chart (App Cloud sends at most 100 at a time).
const latest = { sort: 'day', order: 'desc', limit: 100 } as const;

/** Check-ins described as records of their own collection, dated by their day. */
const checkInSchema = (schema: RecordSchema): RecordSchema => ({
  collection: `${schema.collection}-checkins`,
  singular: 'Check-in',
  plural: 'Check-ins',
  title: 'day',
  fields: [{ key: 'day', label: 'Day', type: 'date' }],
});

/**
 * How a record is doing from the days it was checked in (yyyy-MM-dd): its streak, the days in a
 * row up to today (or up to yesterday, while today is still to do), and how long ago the last was.
 */
export function standingOf(days: readonly string[], today: Date) {
  const ago = new Set(
    days.flatMap((text) => {
      const day = dayOf(text);
      return day ? [differenceInCalendarDays(today, day)] : [];
    }),
  );
  let streak = 0;
  for (let day = ago.has(0) ? 0 : 1; ago.has(day); day++) streak++;
  const past = [...ago].filter((n) => n >= 0);
  return { streak, daysSinceLast: past.length > 0 ? Math.min(...past) : null };
}

/**
 * Check-ins for records done again and again (habits, chores, doses, watering): kept in App
 * Cloud beside the records, one per record and day, so each card can show today's tick and its
 * streak. Only the check-ins of `records` count: those of a deleted record stop counting with it.
 */
export function useCheckIns(schema: RecordSchema, records: readonly SavedRecord[]) {
  const checkIns = useCollection<CheckIn>(`${schema.collection}-checkins`, latest);
  const today = format(new Date(), 'yyyy-MM-dd');
  const listed = new Set(records.map((r) => r.id));
  const items = checkIns.items.filter((c) => listed.has(c.record));
  const todays = (record: SavedRecord) => items.filter((c) => c.record === record.id && c.day === today);

  return {
    items,
    error: checkIns.error,
    reload: checkIns.reload,
    /** The check-ins as records of their own, dated by their day: what Streaks and the chart count. */
    schema: checkInSchema(schema),
    doneToday: (record: SavedRecord) => todays(record).length > 0,
    standingOf: (record: SavedRecord) =>
      standingOf(
        items.filter((c) => c.record === record.id).map((c) => c.day),
        new Date(),
      ),
    /** Checks the record in for today, or takes today's check-in back. */
    toggle: (record: SavedRecord) => {
      const done = todays(record);
      return done.length > 0
        ? Promise.all(done.map((c) => checkIns.remove(c.id)))
        : checkIns.add({ record: record.id, day: today });
    },
    /** Deletes every check-in, one at a time: the streaks start over and the records stay. */
    clear: async () => {
      for (const c of checkIns.items) await checkIns.remove(c.id);
    },
  };
}

export type CheckIns = ReturnType<typeof useCheckIns>;

/** A record's "Done today" toggle, and the streak it keeps going. */
export function CheckInButton({
  record,
  schema,
  checkIns,
}: {
  record: SavedRecord;
  schema: RecordSchema;
  checkIns: CheckIns;
}) {
  // What was just pressed, shown at once while App Cloud saves it.
  const [pressed, setPressed] = useState<boolean | null>(null);
  const label = schema.checkInLabel ?? 'Done today';
  const done = pressed ?? checkIns.doneToday(record);
  const { streak, daysSinceLast } = checkIns.standingOf(record);

  return (
    <>
      <Button
        size="sm"
        variant={done ? 'default' : 'outline'}
        aria-pressed={done}
        aria-label={`${label}: ${titleOf(record, schema)}`}
        onClick={() => {
          if (pressed !== null) return;
          setPressed(!done);
          // A failed save shows as the page's check-in error, and the button goes back to what is saved.
          checkIns
            .toggle(record)
            .catch(() => undefined)
            .finally(() => setPressed(null));
        }}
      >
        {done ? <CheckIcon aria-hidden="true" /> : <CircleIcon aria-hidden="true" />}
        {label}
      </Button>
      <span className="text-muted text-sm">
        {streak > 0
          ? `${streak}-day streak`
          : daysSinceLast === null
            ? 'No check-ins yet'
            : `Last check-in ${daysSinceLast} days ago`}
      </span>
    </>
  );
}
