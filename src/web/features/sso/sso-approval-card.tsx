import { Loader2Icon, ShieldAlertIcon } from 'lucide-react';
import { ssoSettingsTexts as t } from '../../../shared/sso-texts';
import type { WorkspaceRole } from '../../../shared/workspaces';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { SettingsCard } from '../../components/ui/settings-card';
import { useApproveSso } from './use-sso';

/**
 * An admin's change of identity provider waits for the owner: the owner approves it here (the
 * server asks for a recent sign-in), everyone else is told what it waits for.
 */
export function SsoApprovalCard({ workspaceId, role }: { workspaceId: string; role: WorkspaceRole }) {
  const approve = useApproveSso(workspaceId);
  const owner = role === 'owner';
  return (
    <SettingsCard
      title={t.approvalHeading}
      description={owner ? t.approvalOwner : t.approvalWaiting}
      className="border-amber-300"
      aside={
        <Badge tone="grey" className="bg-amber-100 text-amber-800">
          <ShieldAlertIcon aria-hidden className="size-3.5" />
          {t.awaitingBadge}
        </Badge>
      }
    >
      {owner && (
        <Button onClick={() => approve.mutate(undefined)} disabled={approve.isPending}>
          {approve.isPending ? <Loader2Icon aria-hidden className="animate-spin" /> : null}
          {approve.isPending ? t.approving : t.approve}
        </Button>
      )}
    </SettingsCard>
  );
}
