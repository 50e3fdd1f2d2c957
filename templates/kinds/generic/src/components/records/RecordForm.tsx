import { type ReactNode, useId, useState } from 'react';
import type { RecordSchema } from '../../schema';
import { Button } from '../ui/button';
import { clashOf } from './clash';
import { type Draft, emptyDraft, entryOf, problemsOf } from './draft';
import { FieldInput } from './FieldInput';
import type { Entry, SavedRecord } from './fields';

interface RecordFormProps {
  schema: RecordSchema;
  /** The values to start from: a record being edited, else a blank one. */
  initial?: Draft;
  submitLabel: string;
  /** Saves the record; the form empties itself afterwards unless it was editing one. */
  onSave: (entry: Entry) => Promise<unknown>;
  /** More buttons beside the submit one (Cancel, in a dialog). */
  actions?: ReactNode;
  className?: string;
  /** The form's accessible name. */
  label: string;
  /** The other records, which the schema's unique fields must not repeat. */
  others?: readonly SavedRecord[];
}

/** A form with a control per field of the schema, checked before it saves. */
export function RecordForm({
  schema,
  initial,
  submitLabel,
  onSave,
  actions,
  className,
  label,
  others = [],
}: RecordFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => initial ?? emptyDraft(schema));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const fieldId = (key: string) => `${id}-${key}`;

  return (
    <form
      noValidate
      aria-label={label}
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        const found = problemsOf(draft, schema);
        const clash = Object.keys(found).length === 0 ? clashOf(entryOf(draft, schema), schema, others) : null;
        if (clash && schema.unique?.[0]) found[schema.unique[0]] = clash;
        setProblems(found);
        const firstProblem = schema.fields.find((f) => found[f.key]);
        if (firstProblem) {
          document.getElementById(fieldId(firstProblem.key))?.focus();
          return;
        }
        setSaving(true);
        onSave(entryOf(draft, schema))
          .then(() => {
            if (!initial) setDraft(emptyDraft(schema));
          })
          // A failed save is shown by the page (the collection's error); the draft stays to try again.
          .catch(() => undefined)
          .finally(() => setSaving(false));
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {schema.fields.map((field) => (
          <FieldInput
            key={field.key}
            field={field}
            id={fieldId(field.key)}
            value={draft[field.key] ?? ''}
            error={problems[field.key]}
            onChange={(value) => {
              setDraft((current) => ({ ...current, [field.key]: value }));
              if (problems[field.key]) setProblems(({ [field.key]: _fixed, ...others }) => others);
            }}
          />
        ))}
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {actions}
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
