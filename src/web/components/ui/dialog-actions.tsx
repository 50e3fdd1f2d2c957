import type { ReactNode } from 'react';
import { Button } from './button';
import { DialogClose } from './dialog';

/** Cancel plus the dialog's own action: side by side on wide screens, the action on top on phones. */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="ghost">Cancel</Button>
      </DialogClose>
      {children}
    </div>
  );
}
