import { CrownIcon, Loader2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { memberTexts } from '../../../shared/workspace-texts';
import { roleLabels } from '../../../shared/workspaces';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import { Label } from '../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { memberName, useTransferOwnership } from './use-member-actions';
import type { WorkspaceDetail } from './use-workspaces';

/** The owner hands the workspace to another member, chosen from a list, after reading what that means. */
export function TransferDialog({ workspace }: { workspace: WorkspaceDetail }) {
  const [open, setOpen] = useState(false);
  const [userId, setUserId] = useState('');
  const fieldId = useId();
  const transfer = useTransferOwnership(workspace.id);
  const others = workspace.members.filter((m) => m.role !== 'owner');
  const chosen = others.find((m) => m.userId === userId);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (transfer.isPending) return;
        setOpen(next);
        if (!next) setUserId('');
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <CrownIcon aria-hidden />
          {memberTexts.transfer}
        </Button>
      </DialogTrigger>
      <DialogContent title={memberTexts.transferTitle} description={memberTexts.transferBody}>
        {others.length === 0 ? (
          <p className="text-sm text-slate-600">{memberTexts.transferNoOne}</p>
        ) : (
          <div className="grid gap-1.5">
            <Label htmlFor={fieldId}>{memberTexts.transferLabel}</Label>
            <Select value={userId} onValueChange={setUserId}>
              <SelectTrigger id={fieldId}>
                <SelectValue placeholder={memberTexts.transferPlaceholder} />
              </SelectTrigger>
              <SelectContent>
                {others.map((member) => (
                  <SelectItem key={member.userId} value={member.userId}>
                    {memberName(member)} · {roleLabels[member.role]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
        <div className="mt-6">
          <DialogActions>
            <Button
              variant="destructive"
              disabled={!chosen || transfer.isPending}
              onClick={() => chosen && transfer.mutate(chosen, { onSuccess: () => setOpen(false) })}
            >
              {transfer.isPending ? <Loader2Icon aria-hidden className="animate-spin" /> : null}
              {transfer.isPending ? memberTexts.working : memberTexts.transferConfirm}
            </Button>
          </DialogActions>
        </div>
      </DialogContent>
    </Dialog>
  );
}
