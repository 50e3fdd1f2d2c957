import { InfoIcon } from 'lucide-react';
import { memberTexts } from '../../../shared/workspace-texts';
import { can } from '../../../shared/workspaces';
import { DataTable, DataTableBody, DataTableHead } from '../../components/ui/data-table';
import { Note, SettingsCard } from '../../components/ui/settings-card';
import { MemberRow } from './member-row';
import { TransferDialog } from './transfer-dialog';
import type { WorkspaceDetail } from './use-workspaces';

const columns = [
  { key: 'member', label: memberTexts.columns.member },
  { key: 'role', label: memberTexts.columns.role, className: 'w-40' },
  { key: 'joined', label: memberTexts.columns.joined, className: 'w-36' },
  { key: 'actions', label: <span className="sr-only">{memberTexts.columns.actions}</span>, className: 'w-32' },
];

/** Everyone in the workspace; admins change roles and remove, the owner can also hand it over. */
export function MembersCard({ workspace, selfId }: { workspace: WorkspaceDetail; selfId: string }) {
  const manages = can(workspace.role, 'members');
  return (
    <SettingsCard
      title={memberTexts.heading}
      description={memberTexts.description(workspace.members.length)}
      aside={
        can(workspace.role, 'transfer') ? (
          <div className="ml-auto">
            <TransferDialog workspace={workspace} />
          </div>
        ) : null
      }
    >
      {!manages && (
        <div className="mb-4">
          <Note icon={<InfoIcon />}>{memberTexts.readOnly}</Note>
        </div>
      )}
      <DataTable aria-label={memberTexts.heading}>
        <DataTableHead columns={columns} />
        <DataTableBody>
          {workspace.members.map((member) => (
            <MemberRow key={member.userId} workspace={workspace} member={member} selfId={selfId} />
          ))}
        </DataTableBody>
      </DataTable>
    </SettingsCard>
  );
}
