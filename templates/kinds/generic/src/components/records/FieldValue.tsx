import { CheckIcon, MinusIcon, StarIcon } from 'lucide-react';
import type { Field } from '../../schema';
import { Badge } from '../ui/badge';
import { type SavedRecord, tagsOf, textOf } from './fields';

const linkClass = 'break-all text-primary underline-offset-2 hover:underline';

/** A field of a saved record, shown for what it is: stars, a badge, chips, a link… */
export function FieldValue({ record, field }: { record: SavedRecord; field: Field }) {
  const value = record[field.key];
  const text = textOf(record, field);
  switch (field.type) {
    case 'boolean':
      return value === true ? (
        <span className="inline-flex items-center gap-1">
          <CheckIcon aria-hidden="true" className="size-4 text-primary" />
          Yes
        </span>
      ) : (
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <MinusIcon aria-hidden="true" className="size-4" />
          No
        </span>
      );
    case 'rating':
      return <Stars count={typeof value === 'number' ? value : 0} />;
    case 'select':
      return <Badge variant="secondary">{text}</Badge>;
    case 'tags':
      return (
        <ul className="flex flex-wrap gap-1">
          {tagsOf(record, field).map((tag) => (
            <li key={tag}>
              <Badge variant="outline" className="rounded-full">
                {tag}
              </Badge>
            </li>
          ))}
        </ul>
      );
    case 'email':
      return (
        <a href={`mailto:${text}`} className={linkClass}>
          {text}
        </a>
      );
    case 'phone':
      return (
        <a href={`tel:${text.replace(/[^\d+]/g, '')}`} className={linkClass}>
          {text}
        </a>
      );
    case 'url':
      return (
        <a href={text} target="_blank" rel="noreferrer" className={linkClass}>
          {text.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
        </a>
      );
    case 'currency':
    case 'number':
      return <span className="tabular-nums">{text}</span>;
    case 'longtext':
      return <span className="whitespace-pre-line break-words">{text}</span>;
    default:
      return <span className="break-words">{text}</span>;
  }
}

function Stars({ count }: { count: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" title={`${count} of 5`}>
      <span className="sr-only">{`${count} of 5 stars`}</span>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          aria-hidden="true"
          className={`size-4 ${star <= count ? 'fill-primary text-primary' : 'text-input'}`}
        />
      ))}
    </span>
  );
}
