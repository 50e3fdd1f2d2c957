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
} from '../ui/dialog';
import { draftOf } from './draft';
import { type Entry, type SavedRecord, titleOf } from './fields';
import { RecordForm } from './RecordForm';

interface DialogProps {
  /** The record the dialog is about; it is open while there is one. */
  record: SavedRecord | null;
  schema: RecordSchema;
  onClose: () => void;
}

/** The record's form in a dialog, saved when Save is pressed. */
export function EditDialog({
  record,
  schema,
  onClose,
  onSave,
  others = [],
}: DialogProps & { onSave: (record: SavedRecord, entry: Entry) => Promise<unknown>; others?: readonly SavedRecord[] }) {
  return (
    <Dialog open={record !== null} onOpenChange={(open) => !open && onClose()}>
      {record && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{`Edit ${titleOf(record, schema)}`}</DialogTitle>
            <DialogDescription>Changes are saved when you press Save.</DialogDescription>
          </DialogHeader>
          <RecordForm
            key={record.id}
            label={`Edit ${titleOf(record, schema)}`}
            schema={schema}
            initial={draftOf(record, schema)}
            submitLabel="Save"
            others={others.filter((r) => r.id !== record.id)}
            onSave={(entry) => onSave(record, entry).then(onClose)}
            actions={
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
            }
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

/** Asks before a record goes for good. */
export function DeleteDialog({
  record,
  schema,
  onClose,
  onDelete,
}: DialogProps & { onDelete: (record: SavedRecord) => void }) {
  return (
    <Dialog open={record !== null} onOpenChange={(open) => !open && onClose()}>
      {record && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{`Delete ${titleOf(record, schema)}?`}</DialogTitle>
            <DialogDescription>{`This ${schema.singular.toLowerCase()} will be gone for good.`}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              onClick={() => {
                onDelete(record);
                onClose();
              }}
            >
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
