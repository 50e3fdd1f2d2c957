import { addDays, format } from 'date-fns';
import { SparklesIcon } from 'lucide-react';
import type { RecordSchema } from '../../schema';
import { Button } from '../ui/button';
import type { Entry } from './fields';

/** The schema's samples as records: a date's number of days from today becomes that day. */
export function samplesOf(schema: RecordSchema): Entry[] {
  const today = new Date();
  return (schema.samples ?? []).map((sample) =>
    Object.fromEntries(
      Object.entries(sample).map(([key, value]) => {
        const dated = schema.fields.some((f) => f.key === key && f.type === 'date');
        return [key, dated && typeof value === 'number' ? format(addDays(today, value), 'yyyy-MM-dd') : value];
      }),
    ),
  );
}

interface SamplesNoticeProps {
  count: number;
  schema: RecordSchema;
  onClearSamples: () => void;
}

/** Says which records are samples, and clears them in one go. */
export function SamplesNotice({ count, schema, onClearSamples }: SamplesNoticeProps) {
  const plural = schema.plural.toLowerCase();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm">
      <p className="flex items-center gap-2">
        <SparklesIcon aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
        <span>
          {`${count} sample ${count === 1 ? schema.singular.toLowerCase() : plural} show how everything works. They’re only in the preview.`}
        </span>
      </p>
      <Button size="sm" variant="outline" onClick={onClearSamples}>
        Clear samples
      </Button>
    </div>
  );
}
