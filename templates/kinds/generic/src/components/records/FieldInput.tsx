import { StarIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Field } from '../../schema';
import { Checkbox } from '../ui/checkbox';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { Textarea } from '../ui/textarea';
import { type DraftValue, splitTags } from './draft';

interface FieldInputProps {
  field: Field;
  value: DraftValue;
  onChange: (value: DraftValue) => void;
  /** Unique on the page: the control's id, and the start of its hint's and error's ids. */
  id: string;
  error?: string;
}

const hints: Partial<Record<Field['type'], string>> = {
  tags: 'Separate them with commas.',
  image: 'A link to a picture, starting with https://.',
};

const inputTypes: Partial<Record<Field['type'], string>> = {
  number: 'number',
  date: 'date',
  email: 'email',
  phone: 'tel',
  url: 'url',
  image: 'url',
};

const placeholders: Partial<Record<Field['type'], string>> = {
  currency: '0.00',
  email: 'name@example.com',
  url: 'https://',
  image: 'https://',
};

const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm';

/** The control a field needs, with its label, hint and error message. */
export function FieldInput({ field, value, onChange, id, error }: FieldInputProps) {
  const hint = hints[field.type];
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const text = typeof value === 'string' ? value : '';
  const label = (
    <>
      {field.label}
      {!field.required && <span className="font-normal text-muted-foreground">(optional)</span>}
    </>
  );
  const messages = (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      )}
    </>
  );

  if (field.type === 'boolean')
    return (
      <div className="flex items-center gap-2 self-end py-2">
        <Checkbox id={id} checked={value === true} onCheckedChange={(checked) => onChange(checked === true)} />
        <Label htmlFor={id}>{field.label}</Label>
      </div>
    );

  if (field.type === 'rating')
    return (
      <fieldset className="grid gap-2" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        <legend className="mb-2 flex gap-2 font-medium text-sm leading-none">{label}</legend>
        <StarRating name={id} value={typeof value === 'number' ? value : 0} onChange={onChange} />
        {messages}
      </fieldset>
    );

  const common = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required || undefined,
  };
  let control: ReactNode;
  if (field.type === 'longtext')
    control = <Textarea {...common} rows={3} value={text} onChange={(e) => onChange(e.target.value)} />;
  else if (field.type === 'select')
    control = (
      <select {...common} className={selectClass} value={text} onChange={(e) => onChange(e.target.value)}>
        {!field.required && <option value="">None</option>}
        {field.options?.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    );
  else
    control = (
      <Input
        {...common}
        type={inputTypes[field.type] ?? 'text'}
        inputMode={field.type === 'currency' ? 'decimal' : undefined}
        step={field.type === 'number' ? 'any' : undefined}
        placeholder={placeholders[field.type]}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        onBlur={
          field.type === 'currency' && text !== '' && Number.isFinite(Number(text))
            ? () => onChange(Number(text).toFixed(2))
            : undefined
        }
      />
    );

  return (
    <div className={field.type === 'longtext' ? 'grid gap-2 sm:col-span-2' : 'grid content-start gap-2'}>
      <Label htmlFor={id}>{label}</Label>
      {control}
      {field.type === 'tags' && splitTags(text).length > 0 && (
        <ul aria-label={`${field.label} to add`} className="flex flex-wrap gap-1">
          {splitTags(text).map((tag) => (
            <li key={tag} className="rounded-full bg-secondary px-2 py-0.5 text-secondary-foreground text-xs">
              {tag}
            </li>
          ))}
        </ul>
      )}
      {messages}
    </div>
  );
}

/** One to five stars as radio buttons: arrow keys move between them, as in any radio group. The first has the field's id. */
function StarRating({ name, value, onChange }: { name: string; value: number; onChange: (value: number) => void }) {
  return (
    <div className="flex items-center gap-1">
      {[1, 2, 3, 4, 5].map((stars) => (
        <label key={stars} className="cursor-pointer">
          <input
            type="radio"
            id={stars === 1 ? name : undefined}
            name={name}
            value={stars}
            checked={value === stars}
            onChange={() => onChange(stars)}
            className="peer sr-only"
          />
          <StarIcon
            aria-hidden="true"
            className={`size-6 rounded-sm peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 ${stars <= value ? 'fill-primary text-primary' : 'text-input'}`}
          />
          <span className="sr-only">{stars === 1 ? '1 star' : `${stars} stars`}</span>
        </label>
      ))}
      {value > 0 && (
        <button
          type="button"
          onClick={() => onChange(0)}
          className="ml-2 cursor-pointer rounded-sm text-muted-foreground text-xs underline-offset-2 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          Clear
        </button>
      )}
    </div>
  );
}
