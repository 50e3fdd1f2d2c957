import { ListChecksIcon, ShuffleIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import type { RecordSchema } from '../../schema';
import { Button } from '../ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../ui/dialog';
import { type Entry, fieldsOf, type SavedRecord } from './fields';

interface ListActionsProps {
  schema: RecordSchema;
  /** The records in view, in their order: Mark all done and Shuffle work on these. */
  shown: readonly SavedRecord[];
  /** With onClear, a button that asks first, then clears: "Clear all habits", "Reset all streaks". */
  clearLabel?: string;
  onClear?: () => Promise<unknown>;
  /** Saves a change to one record: with it, "Mark all done" ticks the first yes/no field of each one shown. */
  onMarkDone?: (record: SavedRecord, change: Entry) => Promise<unknown>;
  /** With onShuffle, a Shuffle toggle: pressed while the list is in a random order (ids), off again for sorted. */
  shuffled?: boolean;
  onShuffle?: (order: string[] | null) => void;
}

/** The records' ids in a random order (Fisher–Yates). */
function randomOrder(records: readonly SavedRecord[]) {
  const ids = records.map((r) => r.id);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [ids[i], ids[j]] = [ids[j], ids[i]];
  }
  return ids;
}

/** Buttons that act on the whole list at once. */
export function ListActions({ schema, shown, clearLabel, onClear, onMarkDone, shuffled, onShuffle }: ListActionsProps) {
  const [marking, setMarking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);
  const done = fieldsOf(schema, 'boolean')[0];
  const undone = done ? shown.filter((r) => r[done.key] !== true) : [];

  const markAll = async (save: NonNullable<typeof onMarkDone>, key: string) => {
    setMarking(true);
    try {
      // One at a time, as App Cloud saves them; a failure stops there and shows in the page's error.
      for (const record of undone) await save(record, { [key]: true });
    } finally {
      setMarking(false);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      {onMarkDone && done && (
        <Button
          variant="outline"
          disabled={marking || undone.length === 0}
          onClick={() => markAll(onMarkDone, done.key).catch(() => undefined)}
        >
          <ListChecksIcon aria-hidden="true" />
          {marking ? 'Marking…' : 'Mark all done'}
        </Button>
      )}
      {onShuffle && (
        <Button
          variant="outline"
          aria-pressed={shuffled === true}
          onClick={() => onShuffle(shuffled ? null : randomOrder(shown))}
        >
          <ShuffleIcon aria-hidden="true" />
          Shuffle
        </Button>
      )}
      {onClear && clearLabel && (
        <Dialog open={confirming} onOpenChange={(open) => !clearing && setConfirming(open)}>
          <DialogTrigger asChild>
            <Button variant="outline" className="text-destructive hover:text-destructive">
              <Trash2Icon aria-hidden="true" />
              {clearLabel}
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{`${clearLabel}?`}</DialogTitle>
              <DialogDescription>This can’t be undone.</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={clearing}>
                  Cancel
                </Button>
              </DialogClose>
              <Button
                variant="destructive"
                disabled={clearing}
                onClick={() => {
                  setClearing(true);
                  // A failure shows in the page's error; what was cleared before it stays cleared.
                  onClear()
                    .catch(() => undefined)
                    .finally(() => {
                      setClearing(false);
                      setConfirming(false);
                    });
                }}
              >
                {clearing ? 'Clearing…' : clearLabel}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      )}
    </div>
  );
}
