import { type KeyboardEvent, useRef } from 'react';
import { type AnalyticsRange, analyticsRanges } from '../../../../shared/analytics';
import { texts } from './analytics-texts';

const step: Record<string, number> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

/** Four toggle buttons, one pressed: each is reached with Tab, and the arrows move between them too. */
export function RangeSwitch({ value, onChange }: { value: AnalyticsRange; onChange: (range: AnalyticsRange) => void }) {
  const group = useRef<HTMLFieldSetElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const buttons = [...(group.current?.querySelectorAll('button') ?? [])];
    const next =
      event.key === 'Home' ? 0 : event.key === 'End' ? buttons.length - 1 : index + (step[event.key] ?? Number.NaN);
    if (Number.isNaN(next)) return;
    event.preventDefault();
    buttons[(next + buttons.length) % buttons.length]?.focus();
  };
  return (
    <fieldset ref={group} className="flex min-w-0 shrink-0 gap-0.5 rounded-lg bg-slate-100 p-0.5">
      <legend className="sr-only">{texts.range}</legend>
      {analyticsRanges.map((range, index) => (
        <button
          key={range}
          type="button"
          aria-pressed={range === value}
          onClick={() => onChange(range)}
          onKeyDown={(event) => onKeyDown(event, index)}
          className="inline-flex h-7 cursor-pointer items-center rounded-md px-2.5 text-sm font-medium whitespace-nowrap text-slate-600 transition hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:shadow-sm max-[420px]:px-2 max-[420px]:text-xs"
        >
          {texts.ranges[range]}
        </button>
      ))}
    </fieldset>
  );
}
