import { PencilIcon } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { builderTexts } from '../../../../shared/builder-texts';
import { projectLimits } from '../../../../shared/projects';

/**
 * The project name in the header. The owner clicks it to edit: Enter or leaving the field saves,
 * Escape cancels; an empty or unchanged name is ignored. Others only read it.
 */
export function ProjectNameEditor({
  name,
  canEdit,
  onRename,
}: {
  name: string;
  canEdit: boolean;
  onRename: (name: string) => Promise<void>;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const [saving, setSaving] = useState<string | null>(null);
  // Enter and Escape end the edit; the blur that may follow the input's removal must not save again.
  const finished = useRef(false);

  const start = () => {
    finished.current = false;
    setDraft(name);
    setEditing(true);
  };

  const finish = (save: boolean) => {
    if (finished.current) return;
    finished.current = true;
    setEditing(false);
    const next = draft.trim();
    if (!save || !next || next === name) return;
    setSaving(next);
    onRename(next)
      .catch(() => {}) // the session has already shown the toast; the old name stays
      .finally(() => setSaving(null));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      finish(false);
    }
  };

  const shown = saving ?? name;
  const heading = 'min-w-0 truncate text-sm font-semibold text-white sm:text-base';

  if (!canEdit) return <h1 className={heading}>{shown}</h1>;
  if (editing) {
    return (
      <input
        // biome-ignore lint/a11y/noAutofocus: the field appears because the user asked to edit it
        autoFocus
        aria-label={builderTexts.projectNameLabel}
        value={draft}
        maxLength={projectLimits.nameMaxLength}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => finish(true)}
        onFocus={(event) => event.target.select()}
        className="h-8 w-full min-w-0 max-w-72 rounded-md border border-brand-400 bg-white/10 px-2 text-sm font-semibold text-white outline-none ring-2 ring-brand-500/40 sm:text-base"
      />
    );
  }
  return (
    <h1 className="min-w-0">
      <button
        type="button"
        onClick={start}
        title={builderTexts.renameHint}
        aria-busy={saving !== null}
        className="group flex max-w-full min-w-0 cursor-text items-center gap-1.5 rounded-md px-1.5 py-1 text-left hover:bg-white/10"
      >
        <span className={heading}>{shown}</span>
        <PencilIcon
          aria-hidden
          className="size-3.5 shrink-0 text-slate-400 opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100"
        />
      </button>
    </h1>
  );
}
