import { Loader2Icon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { appDataTexts } from '../../../../shared/app-data-texts';
import { cn } from '../../../lib/cn';
import { cellText, editText, parseEdit } from './json-value';

const valueClass = (value: unknown) =>
  value === undefined || value === null
    ? 'text-slate-400 italic'
    : typeof value === 'number'
      ? 'tabular-nums text-slate-900'
      : typeof value === 'boolean'
        ? 'font-mono text-xs text-sky-700'
        : typeof value === 'object'
          ? 'font-mono text-xs text-slate-600'
          : 'text-slate-900';

/**
 * One field of one record: shows the value, and on click or Enter becomes an editor. Enter
 * saves, Escape cancels, leaving the field saves a change. The value keeps its kind (see parseEdit).
 */
/** Where an open editor's hint or error is shown: a status line under the table, never clipped. */
export interface EditStatus {
  id: string;
  report(state: { error: string | null } | null): void;
}

export function FieldCell({
  field,
  value,
  onSave,
  status,
}: {
  field: string;
  value: unknown;
  onSave: (value: unknown) => Promise<unknown>;
  status: EditStatus;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setErrorState] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const setError = (message: string | null) => {
    setErrorState(message);
    status.report({ error: message });
  };
  const button = useRef<HTMLButtonElement>(null);
  // An editor being taken away (Escape, a save) may still report a blur: that is not a save.
  const open = useRef(false);
  const shown = cellText(value);
  // Set when an edit closes: the cell takes the focus back, also when the saved value re-sorts
  // the list and moving its row drops the focus; cleared once the user moves on.
  const refocus = useRef(false);
  useEffect(() => {
    if (refocus.current && draft === null && (document.activeElement ?? document.body) === document.body)
      button.current?.focus();
  });

  const start = () => {
    open.current = true;
    setDraft(editText(value));
    status.report({ error: null });
  };
  const close = () => {
    open.current = false;
    setDraft(null);
    setErrorState(null);
    status.report(null);
    // Back on the cell, so the keyboard carries on from where it was.
    refocus.current = true;
    requestAnimationFrame(() => button.current?.focus());
  };
  const save = async () => {
    if (draft === null || saving || !open.current) return;
    if (draft === editText(value)) return close();
    const parsed = parseEdit(draft, value);
    if (!parsed.ok) return setError(parsed.error);
    setSaving(true);
    try {
      await onSave(parsed.value);
      close();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSaving(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  if (draft === null) {
    return (
      <button
        ref={button}
        type="button"
        onClick={start}
        onBlur={(event) => {
          if (event.relatedTarget) refocus.current = false;
        }}
        className="block w-full max-w-72 cursor-text truncate rounded px-2 py-1 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
        title={shown.length > 40 ? shown : undefined}
      >
        <span className="sr-only">{appDataTexts.editField(field)}: </span>
        <span className={valueClass(value)}>{value === undefined ? '—' : shown || '""'}</span>
      </button>
    );
  }
  return (
    <div className="relative min-w-40 py-0.5">
      <input
        // biome-ignore lint/a11y/noAutofocus: the editor opens because the user asked for it
        autoFocus
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => void save()}
        aria-label={appDataTexts.editField(field)}
        aria-invalid={error ? true : undefined}
        aria-describedby={status.id}
        disabled={saving}
        className={cn(
          'h-8 w-full rounded-md border border-brand-500 bg-white px-2 text-sm ring-2 ring-brand-500/30 outline-none',
          error && 'border-red-500 ring-red-500/20',
        )}
      />
      {saving ? (
        <Loader2Icon aria-hidden className="absolute top-2 right-2 size-4 animate-spin text-slate-400" />
      ) : null}
    </div>
  );
}
