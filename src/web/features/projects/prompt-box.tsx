import { ArrowUpIcon, LoaderCircleIcon } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useLayoutEffect, useRef } from 'react';
import { texts } from '../../../shared/messages';
import { cn } from '../../lib/cn';

export interface PromptBoxProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (prompt: string) => void;
  /**
   * Called instead of onSubmit when the text is blank. When given, the arrow stays enabled so
   * the person can be told what is missing (the dashboard); without it, blank does nothing.
   */
  onBlankSubmit?: () => void;
  /** Enter submits (Shift+Enter adds a line) when true. */
  submitOnEnter?: boolean;
  busy?: boolean;
  /** dark sits on the landing hero, light on the signed-in pages' white cards. */
  tone?: 'dark' | 'light';
  className?: string;
}

const minHeight = 100;
const maxHeight = 320;

const tones = {
  dark: {
    form: 'border-white/15 bg-white/[0.07] shadow-2xl shadow-brand-900/40 backdrop-blur focus-within:border-brand-400/60',
    field: 'text-white placeholder:text-slate-400',
    idle: 'from-slate-600 to-slate-600 opacity-60',
  },
  light: {
    form: 'border-slate-300 bg-white shadow-sm focus-within:border-brand-500 focus-within:ring-4 focus-within:ring-brand-500/15',
    field: 'text-slate-900 placeholder:text-slate-400',
    idle: 'from-slate-300 to-slate-300 shadow-none',
  },
} as const;

/** A multi-line prompt that grows with its text; the arrow stays disabled while it is blank. */
export function PromptBox({
  value,
  onChange,
  onSubmit,
  onBlankSubmit,
  submitOnEnter = false,
  busy = false,
  tone = 'dark',
  className,
}: PromptBoxProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const blank = value.trim() === '';
  const style = tones[tone];

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure whenever the text changes
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(Math.max(el.scrollHeight, minHeight), maxHeight)}px`;
  }, [value]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    if (!blank) onSubmit(value.trim());
    else onBlankSubmit?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (submitOnEnter && event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      onSubmit={submit}
      aria-busy={busy}
      className={cn('relative rounded-2xl border p-2 transition-shadow', style.form, className)}
    >
      <label htmlFor={id} className="sr-only">
        Describe your app
      </label>
      <textarea
        id={id}
        ref={ref}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        readOnly={busy}
        placeholder={texts.heroPlaceholder}
        style={{ minHeight }}
        className={cn(
          'block w-full resize-none bg-transparent px-3 pt-2 pb-12 text-base focus:outline-none',
          style.field,
        )}
      />
      <button
        type="submit"
        aria-label="Create app"
        disabled={busy || (blank && !onBlankSubmit)}
        className={cn(
          'absolute right-3 bottom-3 inline-flex size-10 items-center justify-center rounded-xl bg-gradient-to-r from-brand-500 to-accent-500 text-white shadow-lg transition hover:brightness-110 disabled:cursor-not-allowed',
          // Blank looks idle (even where it stays clickable to explain why); busy keeps the gradient.
          blank && !busy && style.idle,
          busy && 'disabled:cursor-wait',
        )}
      >
        {busy ? (
          <LoaderCircleIcon className="size-5 animate-spin" aria-hidden />
        ) : (
          <ArrowUpIcon className="size-5" aria-hidden />
        )}
      </button>
    </form>
  );
}
