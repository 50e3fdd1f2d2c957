import { PencilIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RecordSchema } from '../../schema';
import { Button } from '../ui/button';
import { FieldValue } from './FieldValue';
import {
  amountField,
  derivedOf,
  derivedText,
  fieldsOf,
  isEmpty,
  type SavedRecord,
  signColour,
  textOf,
  titleOf,
} from './fields';
import { RecordLink } from './RecordDetail';

interface RecordCardProps {
  record: SavedRecord;
  schema: RecordSchema;
  onEdit: () => void;
  onDelete: () => void;
  /** Something to do with the record that belongs on its card, left of Edit and Delete (a check-in). */
  action?: ReactNode;
}

/** One record in the list: its picture, title and amount, its other fields, its notes and its buttons. */
export function RecordCard({ record, schema, onEdit, onDelete, action }: RecordCardProps) {
  const title = titleOf(record, schema);
  const amount = amountField(schema);
  const image = fieldsOf(schema, 'image').find((f) => !isEmpty(record, f.key));
  // Under the title: everything but the title, the amount, pictures and long notes.
  const details = schema.fields.filter(
    (f) => f.key !== schema.title && f !== amount && f.type !== 'image' && f.type !== 'longtext',
  );
  const notes = fieldsOf(schema, 'longtext');

  return (
    <li className="flex flex-col rounded-xl border border-line bg-panel p-4">
      {image && (
        <img
          src={String(record[image.key])}
          alt={title}
          loading="lazy"
          className="mb-3 aspect-video w-full rounded-lg object-cover"
        />
      )}
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 break-words font-semibold">
          <RecordLink record={record}>{title}</RecordLink>
        </h3>
        {amount && !isEmpty(record, amount.key) && (
          <span className="shrink-0 font-semibold">
            <FieldValue record={record} field={amount} />
          </span>
        )}
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1.5 text-sm">
        {details
          .filter((f) => !isEmpty(record, f.key))
          .map((f) => (
            <div key={f.key} className="contents">
              <dt className="text-muted">{f.label}</dt>
              <dd className="min-w-0">
                <FieldValue record={record} field={f} />
              </dd>
            </div>
          ))}
        {schema.derived?.map((d) => {
          const value = derivedOf(record, d);
          return (
            value !== null && (
              <div key={d.key} className="contents">
                <dt className="text-muted">{d.label}</dt>
                <dd className={`min-w-0 font-semibold tabular-nums ${signColour(value, d)}`}>
                  {derivedText(value, d)}
                </dd>
              </div>
            )
          );
        })}
      </dl>
      {notes
        .filter((f) => !isEmpty(record, f.key))
        .map((f) => (
          <p key={f.key} className="mt-2 whitespace-pre-line break-words text-muted text-sm">
            <span className="sr-only">{`${f.label}: `}</span>
            {textOf(record, f)}
          </p>
        ))}
      {/* The card's own action and its buttons wrap as two groups on a narrow card. */}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-3">
        {action && <div className="flex flex-wrap items-center gap-2">{action}</div>}
        {/* Where everyone's records show, only one's own can be changed. */}
        <div className="ml-auto flex gap-1" hidden={record.mine === false}>
          <Button size="sm" variant="ghost" aria-label={`Edit ${title}`} onClick={onEdit}>
            <PencilIcon aria-hidden="true" />
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Delete ${title}`}
            onClick={onDelete}
            className="text-destructive hover:text-destructive"
          >
            <Trash2Icon aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}
