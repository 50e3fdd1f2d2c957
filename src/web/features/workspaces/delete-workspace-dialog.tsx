import { Loader2Icon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { generalTexts } from '../../../shared/workspace-texts';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import { Input, Label } from '../../components/ui/input';
import { useDeleteWorkspace } from './use-workspace-actions';
import type { WorkspaceDetail } from './use-workspaces';

/** Deleting asks for the workspace's name typed out: the button stays off until it matches. */
export function DeleteWorkspaceDialog({ workspace }: { workspace: WorkspaceDetail }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const fieldId = useId();
  const remove = useDeleteWorkspace(workspace.id, workspace.name);
  const matches = typed.trim() === workspace.name;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (remove.isPending) return;
        setOpen(next);
        if (!next) setTyped('');
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2Icon aria-hidden />
          {generalTexts.delete}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={generalTexts.deleteTitle(workspace.name)}
        description={generalTexts.deleteBody}
        role="alertdialog"
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (matches) remove.mutate(undefined, { onSuccess: () => setOpen(false) });
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={fieldId}>{generalTexts.deleteTypeLabel(workspace.name)}</Label>
            <Input id={fieldId} value={typed} autoComplete="off" onChange={(event) => setTyped(event.target.value)} />
          </div>
          <div className="mt-6">
            <DialogActions>
              <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
                {remove.isPending ? <Loader2Icon aria-hidden className="animate-spin" /> : null}
                {remove.isPending ? generalTexts.deleting : generalTexts.deleteConfirm}
              </Button>
            </DialogActions>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
