import { ArrowUpIcon } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useLayoutEffect, useRef } from 'react';
import { texts } from '../../../shared/messages';
import { cn } from '../../lib/cn';

export interface PromptBoxProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (prompt: string) => void;
  /** Enter submits (Shift+Enter adds a line) when true. */
  submitOnEnter?: boolean;
  busy?: boolean;
  className?: string;
}

const minHeight = 100;
const maxHeight = 320;

/** A multi-line prompt that grows with its text; the arrow stays disabled while it is blank. */
export function PromptBox({
  value,
  onChange,
  onSubmit,
  submitOnEnter = false,
  busy = false,
  className,
}: PromptBoxProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const blank = value.trim() === '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure whenever the text changes
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(Math.max(el.scrollHeight, minHeight), maxHeight)}px`;
  }, [value]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!blank && !busy) onSubmit(value.trim());
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
      className={cn(
        'relative rounded-2xl border border-white/15 bg-white/[0.07] p-2 shadow-2xl shadow-brand-900/40 backdrop-blur focus-within:border-brand-400/60',
        className,
      )}
    >
      <label htmlFor="prompt" className="sr-only">
        Describe your app
      </label>
      <textarea
        id="prompt"
        ref={ref}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={texts.heroPlaceholder}
        style={{ minHeight }}
        className="block w-full resize-none bg-transparent px-3 pt-2 pb-12 text-base text-white placeholder:text-slate-400 focus:outline-none"
      />
      <button
        type="submit"
        aria-label="Create app"
        disabled={blank || busy}
        className="absolute right-3 bottom-3 inline-flex size-10 items-center justify-center rounded-xl bg-gradient-to-r from-brand-500 to-accent-500 text-white shadow-lg transition hover:brightness-110 disabled:cursor-not-allowed disabled:from-slate-600 disabled:to-slate-600 disabled:opacity-60"
      >
        <ArrowUpIcon className="size-5" />
      </button>
    </form>
  );
}
