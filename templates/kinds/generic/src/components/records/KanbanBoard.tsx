import { ArrowLeftIcon, ArrowRightIcon } from 'lucide-react';
import { useId } from 'react';
import type { RecordSchema } from '../../schema';
import { Button } from '../ui/button';
import { FieldValue } from './FieldValue';
import { amountField, dateField, type Entry, type SavedRecord, statusField, titleOf } from './fields';

interface KanbanBoardProps {
  records: readonly SavedRecord[];
  schema: RecordSchema;
  /** Saves a record's move to another column: the change to its status field. */
  onMove: (record: SavedRecord, change: Entry) => Promise<unknown>;
}

/** A column per choice of the status-like select field; each card moves left or right with its buttons. */
export function KanbanBoard({ records, schema, onMove }: KanbanBoardProps) {
  const id = useId();
  const status = statusField(schema);
  const columns = status?.options ?? [];
  if (!status || columns.length === 0) return null;
  const columnOf = (record: SavedRecord) => {
    const choice = record[status.key];
    return typeof choice === 'string' && columns.includes(choice) ? choice : columns[0];
  };
  const details = [amountField(schema), dateField(schema)].filter((f) => f !== undefined);
  const cardId = (record: SavedRecord) => `${id}-${record.id}`;
  const move = (record: SavedRecord, choice: string) =>
    onMove(record, { [status.key]: choice })
      // The card is now in another column: keep the keyboard on it.
      .then(() => requestAnimationFrame(() => document.getElementById(cardId(record))?.focus()))
      .catch(() => undefined);

  return (
    <div className="relative grid auto-cols-[minmax(15rem,1fr)] grid-flow-col gap-3 overflow-x-auto pb-2">
      {columns.map((column, index) => {
        const cards = records.filter((r) => columnOf(r) === column);
        const before = columns[index - 1];
        const after = columns[index + 1];
        return (
          <section
            key={column}
            aria-labelledby={`${id}-column-${index}`}
            className="flex flex-col rounded-xl border border-line bg-surface p-3"
          >
            <h3 id={`${id}-column-${index}`} className="flex items-center justify-between font-semibold text-sm">
              {column}
              <span className="rounded-full bg-panel px-2 py-0.5 font-normal text-muted text-xs">{cards.length}</span>
            </h3>
            {cards.length === 0 ? (
              <p className="mt-3 rounded-lg border border-line border-dashed p-4 text-center text-muted text-sm">
                {`No ${schema.plural.toLowerCase()} here yet`}
              </p>
            ) : (
              <ul className="mt-3 grid gap-2">
                {cards.map((record) => (
                  <li
                    key={record.id}
                    id={cardId(record)}
                    tabIndex={-1}
                    className="rounded-lg border border-line bg-panel p-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <p className="break-words font-medium">{titleOf(record, schema)}</p>
                    {details.map((field) =>
                      record[field.key] === null ||
                      record[field.key] === undefined ||
                      record[field.key] === '' ? null : (
                        <p key={field.key} className="mt-1 text-muted text-sm">
                          <span className="sr-only">{`${field.label}: `}</span>
                          <FieldValue record={record} field={field} />
                        </p>
                      ),
                    )}
                    {/* Where everyone's records show, only one's own move. */}
                    <div className="mt-2 flex flex-wrap gap-2" hidden={record.mine === false}>
                      {before && (
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Move ${titleOf(record, schema)} to ${before}`}
                          onClick={() => void move(record, before)}
                        >
                          <ArrowLeftIcon aria-hidden="true" />
                          {before}
                        </Button>
                      )}
                      {after && (
                        <Button
                          size="sm"
                          variant="ghost"
                          className="ml-auto"
                          aria-label={`Move ${titleOf(record, schema)} to ${after}`}
                          onClick={() => void move(record, after)}
                        >
                          {after}
                          <ArrowRightIcon aria-hidden="true" />
                        </Button>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** Switches the page between the board and the plain list. */
export function ViewSwitch({ view, onChange }: { view: 'board' | 'list'; onChange: (view: 'board' | 'list') => void }) {
  return (
    <fieldset className="flex min-w-0 rounded-md border border-input bg-panel p-0.5">
      <legend className="sr-only">View</legend>
      {(['board', 'list'] as const).map((v) => (
        <Button
          key={v}
          size="sm"
          variant={view === v ? 'secondary' : 'ghost'}
          aria-pressed={view === v}
          onClick={() => onChange(v)}
        >
          {v === 'board' ? 'Board' : 'List'}
        </Button>
      ))}
    </fieldset>
  );
}
