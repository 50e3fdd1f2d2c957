import { Loader2Icon } from 'lucide-react';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent } from './dialog';

/** Asks before something that cannot be undone; the safe choice has the focus. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  body,
  action,
  cancel,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: string;
  action: string;
  cancel: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={body} role="alertdialog">
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline" autoFocus>
              {cancel}
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? <Loader2Icon aria-hidden className="animate-spin" /> : null}
            {action}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
