import { useId } from 'react';
import { authLimits, keepCodeDigits } from '../../../shared/auth';
import { cn } from '../../lib/cn';

interface CodeSlotsProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * Six code slots backed by one real input: typing, pasting and the phone's one-time-code
 * suggestion all work, and the slots only draw what the input holds (digits only, at most 6).
 */
export function CodeSlots({ value, onChange, label, disabled, autoFocus }: CodeSlotsProps) {
  const id = useId();
  const slots = Array.from({ length: authLimits.codeLength }, (_, i) => value[i] ?? '');
  const active = Math.min(value.length, authLimits.codeLength - 1);
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="group relative mx-auto flex w-fit gap-2">
        <input
          id={id}
          value={value}
          onChange={(e) => onChange(keepCodeDigits(e.target.value))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={authLimits.codeLength}
          disabled={disabled}
          // biome-ignore lint/a11y/noAutofocus: the code is the only thing to do on this step
          autoFocus={autoFocus}
          className="peer absolute inset-0 z-10 w-full cursor-text text-transparent caret-transparent opacity-0 disabled:cursor-not-allowed"
        />
        {slots.map((digit, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions, not items
            key={i}
            aria-hidden
            className={cn(
              'flex size-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-xl font-semibold text-slate-900 sm:size-12',
              i === active && 'peer-focus:border-brand-500 peer-focus:ring-2 peer-focus:ring-brand-500/30',
            )}
          >
            {digit}
          </span>
        ))}
      </div>
    </div>
  );
}
