import { useCollection } from '@shipwright/cloud';
import { isSameDay, isSameMonth, isSameWeek } from 'date-fns';
import { useEffect, useId, useRef, useState } from 'react';
import type { Field, RecordSchema } from '../../schema';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { Progress } from '../ui/progress';
import {
  amountField,
  countOf,
  fieldsOf,
  formatMoney,
  formatNumber,
  numberOf,
  recordDay,
  type SavedRecord,
} from './fields';
import { LoadError } from './LoadError';

export type Period = 'day' | 'week' | 'month' | 'all';

/** The one record of the goal collection: how much to reach, over which stretch of time. */
export interface Goal {
  target: number;
  period: Period;
}

const periods: Record<Period, { label: string; words: string }> = {
  day: { label: 'Per day', words: 'today' },
  week: { label: 'Per week', words: 'this week' },
  month: { label: 'Per month', words: 'this month' },
  all: { label: 'In total', words: 'in total' },
};

const selectClass =
  'h-9 rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm';

const shown = (field: Field | undefined, value: number) =>
  field?.type === 'currency' ? formatMoney(value) : formatNumber(value);

const percentOf = (done: number, target: number) => (target > 0 ? Math.round((done / target) * 100) : 0);

/** Whether a day falls in the period that holds `today`; weeks start on Monday, as in the week view. */
function inPeriod(day: Date, period: Period, today: Date) {
  if (period === 'day') return isSameDay(day, today);
  if (period === 'week') return isSameWeek(day, today, { weekStartsOn: 1 });
  if (period === 'month') return isSameMonth(day, today);
  return true;
}

/** How far the records of the period go towards a goal: the sum of their amounts, else how many there are. */
export function progressOf(records: readonly SavedRecord[], schema: RecordSchema, period: Period, today = new Date()) {
  const amount = amountField(schema);
  return records
    .filter((record) => {
      const day = recordDay(record, schema);
      return period === 'all' || (day !== null && inPeriod(day, period, today));
    })
    .reduce((sum, record) => sum + (amount ? (numberOf(record, amount) ?? 0) : 1), 0);
}

/** The goal in words: "8 glasses today", "$500.00 this month", "3 workouts this week". */
export function goalText(goal: Goal, schema: RecordSchema) {
  const amount = amountField(schema);
  const what =
    amount?.type === 'currency'
      ? formatMoney(goal.target)
      : amount
        ? `${formatNumber(goal.target)} ${amount.label.toLowerCase()}`
        : countOf(goal.target, schema);
  return `${what} ${periods[goal.period].words}`;
}

/** A goal to reach with the records: kept in App Cloud, with a bar showing how far along it is. */
export function GoalProgress({ records, schema }: { records: readonly SavedRecord[]; schema: RecordSchema }) {
  const id = useId();
  const goals = useCollection<Goal>(`${schema.collection}-goal`);
  const [editing, setEditing] = useState(false);
  const [targetText, setTargetText] = useState('');
  const [period, setPeriod] = useState<Period>('day');
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);
  const targetInput = useRef<HTMLInputElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Opening the editor puts the cursor in it; closing it returns focus to the button that opened it.
  useEffect(() => {
    if (editing) targetInput.current?.focus();
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (goals.loading) return null;
  const amount = amountField(schema);
  const goal = goals.items[0];
  const done = goal ? progressOf(records, schema, goal.period) : 0;
  const reached = goal !== undefined && done >= goal.target;

  const edit = () => {
    setTargetText(goal ? String(goal.target) : '');
    setPeriod(goal?.period ?? 'day');
    setProblem('');
    setEditing(true);
  };
  const save = () => {
    const target = Number(targetText);
    if (targetText.trim() === '' || !(target > 0)) {
      setProblem('Enter a target above 0, like 8.');
      targetInput.current?.focus();
      return;
    }
    setSaving(true);
    const change = { target, period };
    (goal ? goals.update(goal.id, change) : goals.add(change))
      .then(() => setEditing(false))
      .catch(() => setProblem('The goal could not be saved. Try again.'))
      .finally(() => setSaving(false));
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-line bg-panel p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="font-semibold">
          {goal ? `Goal: ${goalText(goal, schema)}` : 'Goal'}
        </h2>
        {!editing && (
          <Button ref={editButton} size="sm" variant={goal ? 'outline' : 'default'} onClick={edit}>
            {goal ? 'Change goal' : 'Set a goal'}
          </Button>
        )}
      </div>
      {goals.error && !goal && !editing && (
        <div className="mt-3">
          <LoadError error={goals.error} onRetry={() => void goals.reload()} />
        </div>
      )}
      {!goal && !editing && !goals.error && (
        <p className="mt-1 text-muted text-sm">
          {`Pick a target for your ${schema.plural.toLowerCase()}, per day, week or month, and see how close you are.`}
        </p>
      )}
      {goal && !editing && (
        <div className="mt-3 grid gap-2">
          <Progress
            value={Math.max(0, Math.min(done, goal.target))}
            max={goal.target}
            aria-labelledby={`${id}-title`}
            getValueLabel={() => `${shown(amount, done)} of ${shown(amount, goal.target)}`}
            className="h-3"
          />
          <p className="text-sm tabular-nums">
            {`${shown(amount, done)} of ${shown(amount, goal.target)} (${percentOf(done, goal.target)}%)`}
          </p>
          {/* Said as it happens, when the record that reaches the goal is added. */}
          <p role="status" className="font-semibold text-brand-600">
            {reached && (
              <>
                <span aria-hidden="true">🎉 </span>
                Goal reached. Well done!
              </>
            )}
          </p>
        </div>
      )}
      {editing && (
        <fieldset className="mt-3 flex flex-wrap items-end gap-3">
          <legend className="sr-only">{goal ? 'Change your goal' : 'Set your goal'}</legend>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-target`}>{`Target (${(amount?.label ?? schema.plural).toLowerCase()})`}</Label>
            <Input
              ref={targetInput}
              id={`${id}-target`}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={targetText}
              aria-invalid={problem !== ''}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(e) => setTargetText(e.target.value)}
              // Not a form (the page's first form adds a record), so Enter and Escape are wired here.
              // Enter's default is stopped so it does not also press the button that takes focus next.
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  save();
                }
                if (e.key === 'Escape') setEditing(false);
              }}
              className="w-32 tabular-nums"
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-period`}>Period</Label>
            <select
              id={`${id}-period`}
              value={period}
              onChange={(e) => setPeriod(e.target.value as Period)}
              className={selectClass}
            >
              {Object.entries(periods).map(([value, { label }]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <Button onClick={save} disabled={saving}>
            {saving ? 'Saving…' : 'Save goal'}
          </Button>
          <Button variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
          {problem && (
            <p id={`${id}-problem`} className="basis-full text-destructive text-sm">
              {problem}
            </p>
          )}
        </fieldset>
      )}
    </section>
  );
}

/** A number or amount field pair that makes each record a goal of its own: its target, and how far it is. */
export function goalPair(schema: RecordSchema): { target: Field; done: Field } | null {
  const numbers = fieldsOf(schema, 'number', 'currency');
  const target = numbers.find((f) => /target|goal/i.test(`${f.key} ${f.label}`));
  const done = numbers.find((f) => f !== target && /saved|current|progress|done|raised/i.test(`${f.key} ${f.label}`));
  return target && done ? { target, done } : null;
}

/** A record's own progress, "$320.00 of $1,000.00", for apps whose records are goals (savings, fundraisers). */
export function RecordProgress({ record, schema }: { record: SavedRecord; schema: RecordSchema }) {
  const pair = goalPair(schema);
  const target = pair && numberOf(record, pair.target);
  if (!pair || !target || target <= 0) return null;
  const done = numberOf(record, pair.done) ?? 0;
  const words = `${shown(pair.done, done)} of ${shown(pair.target, target)}`;
  return (
    <div className="grid gap-1">
      <Progress
        value={Math.max(0, Math.min(done, target))}
        max={target}
        aria-label={`${pair.done.label} towards ${pair.target.label.toLowerCase()}`}
        getValueLabel={() => words}
      />
      <p className="text-muted text-xs tabular-nums">{`${words} (${percentOf(done, target)}%)`}</p>
    </div>
  );
}
