import { LogOutIcon, UserMinusIcon } from 'lucide-react';
import { useState } from 'react';
import { memberTexts } from '../../../shared/workspace-texts';
import { type AssignableRole, assignableRoles, can, roleLabels } from '../../../shared/workspaces';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { DataTableCell, DataTableRow } from '../../components/ui/data-table';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { memberName, useChangeRole, useRemoveMember } from './use-member-actions';
import type { WorkspaceDetail, WorkspaceMember } from './use-workspaces';

const joinedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

interface MemberRowProps {
  workspace: WorkspaceDetail;
  member: WorkspaceMember;
  selfId: string;
}

/**
 * One member: who, their role (a select for admins, except the owner's and one's own), when they
 * joined, and Remove, or Leave on one's own row. Both ask first.
 */
export function MemberRow({ workspace, member, selfId }: MemberRowProps) {
  const [confirming, setConfirming] = useState(false);
  const changeRole = useChangeRole(workspace.id);
  const remove = useRemoveMember(workspace.id, workspace.name, selfId);
  const isSelf = member.userId === selfId;
  const isOwner = member.role === 'owner';
  const manages = can(workspace.role, 'members');
  const name = memberName(member);
  const canRemove = isSelf ? can(workspace.role, 'leave') : manages && !isOwner;

  return (
    <DataTableRow>
      <DataTableCell>
        <div className="min-w-0">
          <p className="flex items-center gap-2 font-medium text-slate-900">
            <span className="truncate">{name}</span>
            {isSelf && <Badge tone="grey">{memberTexts.you}</Badge>}
          </p>
          {name !== member.email && <p className="truncate text-slate-500">{member.email}</p>}
        </div>
      </DataTableCell>
      <DataTableCell label={memberTexts.columns.role}>
        {manages && !isOwner && !isSelf ? (
          <Select
            value={member.role}
            onValueChange={(role) => changeRole.mutate({ member, role: role as AssignableRole })}
            disabled={changeRole.isPending}
          >
            <SelectTrigger aria-label={memberTexts.roleSelect(name)} className="h-9 w-32">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {assignableRoles.map((role) => (
                <SelectItem key={role} value={role}>
                  {roleLabels[role]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        ) : (
          <Badge tone={isOwner ? 'brand' : 'grey'}>{roleLabels[member.role]}</Badge>
        )}
      </DataTableCell>
      <DataTableCell label={memberTexts.columns.joined} className="whitespace-nowrap text-slate-600">
        <time dateTime={member.joinedAt}>{joinedFormat.format(new Date(member.joinedAt))}</time>
      </DataTableCell>
      <DataTableCell className="sm:text-right">
        {canRemove && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={isSelf ? memberTexts.leaveWorkspace : memberTexts.removeLabel(name)}
            className="-ml-3 text-red-700 hover:bg-red-50 hover:text-red-800 sm:ml-0"
            onClick={() => setConfirming(true)}
          >
            {isSelf ? <LogOutIcon aria-hidden /> : <UserMinusIcon aria-hidden />}
            {isSelf ? memberTexts.leave : memberTexts.remove}
          </Button>
        )}
        <ConfirmDialog
          open={confirming}
          onOpenChange={(open) => !remove.isPending && setConfirming(open)}
          title={isSelf ? memberTexts.leaveTitle(workspace.name) : memberTexts.removeTitle(name)}
          body={isSelf ? memberTexts.leaveBody : memberTexts.removeBody}
          action={
            remove.isPending ? memberTexts.working : isSelf ? memberTexts.leaveConfirm : memberTexts.removeConfirm
          }
          cancel={memberTexts.cancel}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(member, { onSuccess: () => setConfirming(false) })}
        />
      </DataTableCell>
    </DataTableRow>
  );
}
