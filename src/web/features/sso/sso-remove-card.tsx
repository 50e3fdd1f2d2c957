import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import type { SsoView } from '../../../shared/sso';
import { ssoSettingsTexts as t } from '../../../shared/sso-texts';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { SettingsCard } from '../../components/ui/settings-card';
import { useRemoveSso } from './use-sso';

/** Disconnects the identity provider, after asking. */
export function SsoRemoveCard({ workspaceId, sso }: { workspaceId: string; sso: SsoView }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveSso(workspaceId);
  return (
    <SettingsCard title={t.removeHeading} description={t.removeDescription} className="border-red-200">
      <Button variant="destructive" onClick={() => setConfirming(true)}>
        <Trash2Icon aria-hidden />
        {t.remove}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !remove.isPending && setConfirming(open)}
        title={t.removeTitle}
        body={t.removeBody(sso.domain)}
        action={remove.isPending ? t.working : t.removeConfirm}
        cancel={t.cancel}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(undefined)}
      />
    </SettingsCard>
  );
}
