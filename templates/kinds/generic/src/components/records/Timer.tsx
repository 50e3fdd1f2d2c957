import { format } from 'date-fns';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { RecordSchema } from '../../schema';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { emptyDraft, entryOf } from './draft';
import { dateField, type Entry, fieldsOf } from './fields';

/** What one run of the timer does: rounds of `work` seconds with `rest` seconds between them. */
export interface Plan {
  work: number;
  rounds: number;
  rest: number;
}

interface Run {
  plan: Plan;
  /** The ms it ran before it was last paused. */
  banked: number;
  /** When it was last started or resumed; null while paused or over. */
  since: number | null;
}

const presets = [5, 15, 25, 45];
// The settings of the next run, typed as text and each a whole number within its bounds.
const settings = [
  { key: 'minutes', label: 'Minutes', min: 1, max: 600 },
  { key: 'rounds', label: 'Rounds', min: 1, max: 50 },
  { key: 'rest', label: 'Rest (sec)', min: 0, max: 600 },
] as const;
type Typed = Record<(typeof settings)[number]['key'], string>;

/** Whether a setting as typed is a whole number from min to max. */
const fits = (text: string, min: number, max: number) => {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) && n >= min && n <= max;
};

/** Seconds as a countdown shows them: 25:00, 01:05. */
export function clock(seconds: number) {
  const whole = Math.max(0, Math.ceil(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

/** The stretches of a plan in ms: a round, a rest, a round… ending on a round. */
const stretchesOf = (plan: Plan) =>
  Array.from({ length: plan.rounds * 2 - 1 }, (_, i) => (i % 2 === 0 ? plan.work : plan.rest) * 1000);

const lengthOf = (plan: Plan) => stretchesOf(plan).reduce((sum, ms) => sum + ms, 0);

/** A run's stretch after `elapsed` ms (0 the first round, 1 the rest after it…) and ms left; null once over. */
export function positionAt(plan: Plan, elapsed: number): { stretch: number; left: number } | null {
  let end = 0;
  for (const [stretch, ms] of stretchesOf(plan).entries()) {
    end += ms;
    if (elapsed < end) return { stretch, left: end - elapsed };
  }
  return null;
}

const stretchName = (plan: Plan, stretch: number) =>
  stretch % 2 === 1 ? 'Rest' : `Round ${stretch / 2 + 1} of ${plan.rounds}`;

/** The number field a finished session's minutes go in, if the app keeps one. */
export const timeField = (schema: RecordSchema) =>
  fieldsOf(schema, 'number').find((f) => /duration|min|time|hour/i.test(`${f.key} ${f.label}`));

const titleFieldOf = (schema: RecordSchema) => fieldsOf(schema, 'text', 'longtext').find((f) => f.key === schema.title);

/** The record a finished session is logged as, or null when the app has nowhere to put its minutes. */
export function sessionEntry(schema: RecordSchema, minutes: number, what: string, today = new Date()): Entry | null {
  const time = timeField(schema);
  if (!time) return null;
  // Start from what the add form saves when left as it is, so selects get their first choice there too.
  const entry = entryOf(emptyDraft(schema), schema);
  // Time kept in hours (a timesheet) gets the session in hours.
  const hours = /hour/i.test(`${time.key} ${time.label}`);
  entry[time.key] = Math.round((hours ? minutes / 60 : minutes) * 100) / 100;
  const date = dateField(schema);
  if (date) entry[date.key] = format(today, 'yyyy-MM-dd');
  const title = titleFieldOf(schema);
  if (title) entry[title.key] = what.trim() || schema.singular;
  return entry;
}

/** `times` short tones; silence where the browser refuses them. */
function beep(audio: AudioContext | null, times: number) {
  if (!audio) return;
  try {
    for (let i = 0; i < times; i++) {
      const start = audio.currentTime + i * 0.3;
      const tone = audio.createOscillator();
      const volume = audio.createGain();
      tone.frequency.value = 880;
      volume.gain.setValueAtTime(0.2, start);
      volume.gain.exponentialRampToValueAtTime(0.001, start + 0.2);
      tone.connect(volume).connect(audio.destination);
      tone.start(start);
      tone.stop(start + 0.2);
    }
  } catch {
    // The beep is a nicety: the status line says the time is up either way.
  }
}

/** A countdown for focus sessions, workouts and cooking, optionally in rounds with rests between them. */
export function Timer({ schema, onLog }: { schema: RecordSchema; onLog: (entry: Entry) => Promise<unknown> }) {
  const id = useId();
  const [typed, setTyped] = useState<Typed>({ minutes: '25', rounds: '1', rest: '60' });
  const [what, setWhat] = useState('');
  const [run, setRun] = useState<Run | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [message, setMessage] = useState('');
  const audio = useRef<AudioContext | null>(null);
  const startButton = useRef<HTMLButtonElement>(null);

  const logs = timeField(schema) !== undefined;
  const titleField = titleFieldOf(schema);
  const valid = settings.every((s) => fits(typed[s.key], s.min, s.max));
  const plan: Plan | null = valid
    ? { work: Number(typed.minutes) * 60, rounds: Number(typed.rounds), rest: Number(typed.rest) }
    : null;

  const running = run?.since != null;
  const position = run && positionAt(run.plan, run.banked + (run.since === null ? 0 : now - run.since));
  const over = run !== null && position === null;
  const left = position ? position.left / 1000 : over ? 0 : (plan?.work ?? 0);
  let phase = plan && plan.rounds > 1 ? `${plan.rounds} rounds` : 'Ready';
  if (run && position) {
    const name = run.plan.rounds > 1 ? stretchName(run.plan, position.stretch) : 'Running';
    phase = running ? name : run.plan.rounds > 1 ? `${name} · Paused` : 'Paused';
  } else if (over) phase = 'Time’s up';

  // Called from the ticking interval without restarting it when the title or the page's onLog change.
  const reached = useEffectEvent((done: Plan, next: ReturnType<typeof positionAt>) => {
    if (next) {
      beep(audio.current, 1);
      setMessage(stretchName(done, next.stretch));
      return;
    }
    beep(audio.current, 3);
    setMessage('Time’s up.');
    setRun({ plan: done, banked: lengthOf(done), since: null });
    // The minutes worked, rests left out.
    const entry = sessionEntry(schema, (done.work * done.rounds) / 60, what);
    if (entry) {
      onLog(entry).then(
        () => setMessage('Time’s up. Session logged.'),
        () => setMessage('Time’s up, but the session could not be logged.'),
      );
    }
  });

  useEffect(() => {
    if (!run || run.since === null) return;
    const { plan, banked, since } = run;
    let stretch = positionAt(plan, banked + Date.now() - since)?.stretch;
    // Time is read from the clock on every tick, not counted in ticks: browsers slow timers in
    // background tabs, and the countdown must still end on time when the visitor comes back.
    const tick = () => {
      const at = Date.now();
      const next = positionAt(plan, banked + at - since);
      setNow(at);
      if (next?.stretch === stretch) return;
      stretch = next?.stretch;
      reached(plan, next);
    };
    const timer = setInterval(tick, 250);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [run]);

  useEffect(
    () => () => {
      void audio.current?.close().catch(() => undefined);
      audio.current = null;
    },
    [],
  );

  const go = (from: Run, said: string) => {
    const at = Date.now();
    setNow(at);
    setRun({ ...from, since: at });
    setMessage(said);
  };
  const start = () => {
    if (!plan) return;
    // Browsers only let a page make sound after a click, so the audio is opened here, not at the end.
    try {
      audio.current ??= new AudioContext();
      void audio.current.resume().catch(() => undefined);
    } catch {
      // No Web Audio here: the countdown runs without its beeps.
    }
    go({ plan, banked: 0, since: null }, plan.rounds > 1 ? stretchName(plan, 0) : 'Started.');
  };
  const pause = () => {
    if (run?.since == null) return;
    setRun({ ...run, banked: run.banked + Date.now() - run.since, since: null });
    setMessage('Paused.');
  };
  const reset = () => {
    setRun(null);
    setMessage('');
    startButton.current?.focus();
  };

  // One button starts, pauses and resumes, so keyboard focus stays put as its label changes.
  const [mainLabel, mainAction] = running
    ? ['Pause', pause]
    : run && !over
      ? ['Resume', () => go(run, 'Resumed.')]
      : [over ? 'Start again' : 'Start', start];

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-line bg-panel p-4 sm:p-6">
      <h2 id={`${id}-title`} className="font-semibold text-lg">
        Timer
      </h2>
      <div className="mt-4 flex flex-col items-center gap-1 text-center">
        <p className="text-muted text-sm">{phase}</p>
        {/* Silent while it counts (a reading every second would drown everything else); the status line below speaks. */}
        <div role="timer" aria-live="off" className="font-bold text-6xl tabular-nums sm:text-7xl">
          {clock(left)}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Button ref={startButton} size="lg" onClick={mainAction} disabled={!run && !plan} className="min-w-32">
          {mainLabel}
        </Button>
        <Button size="lg" variant="outline" onClick={reset} disabled={!run}>
          Reset
        </Button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-center text-sm">
        {message}
      </p>

      <fieldset disabled={run !== null && !over} className="mt-4 grid gap-4 disabled:opacity-60">
        <legend className="sr-only">Timer settings</legend>
        <div className="flex flex-wrap gap-2">
          {presets.map((preset) => (
            <Button
              key={preset}
              variant={typed.minutes === String(preset) ? 'default' : 'outline'}
              aria-pressed={typed.minutes === String(preset)}
              onClick={() => setTyped({ ...typed, minutes: String(preset) })}
            >
              {`${preset} min`}
            </Button>
          ))}
        </div>
        <div className="flex flex-wrap items-end gap-4">
          {settings.map((s) => (
            <div key={s.key} className="grid gap-1.5">
              <Label htmlFor={`${id}-${s.key}`}>{s.label}</Label>
              <Input
                id={`${id}-${s.key}`}
                type="number"
                inputMode="numeric"
                min={s.min}
                max={s.max}
                value={typed[s.key]}
                aria-invalid={!fits(typed[s.key], s.min, s.max)}
                onChange={(e) => setTyped({ ...typed, [s.key]: e.target.value })}
                className="w-24 tabular-nums"
              />
            </div>
          ))}
        </div>
        {!valid && (
          <p className="text-destructive text-sm">
            Choose 1 to 600 minutes, 1 to 50 rounds and up to 600 seconds of rest.
          </p>
        )}
      </fieldset>

      {logs && titleField && (
        <div className="mt-4 grid gap-1.5">
          <Label htmlFor={`${id}-what`}>{titleField.label}</Label>
          <Input
            id={`${id}-what`}
            value={what}
            placeholder="What are you working on?"
            onChange={(e) => setWhat(e.target.value)}
          />
        </div>
      )}
      {logs && (
        <p className="mt-2 text-muted text-sm">{`Finished sessions are added to your ${schema.plural.toLowerCase()}.`}</p>
      )}
    </section>
  );
}
