import { useId, useState } from 'react';
import { type SsoView, ssoJoinRoles } from '../../../shared/sso';
import { ssoSettingsTexts as t } from '../../../shared/sso-texts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Label } from '../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { SettingsCard } from '../../components/ui/settings-card';
import { Switch } from '../../components/ui/switch';
import { useUpdateSsoSettings } from './use-sso';

/** An address of the domain or of a subdomain of it, as the server counts it. */
const inDomain = (email: string, domain: string) => {
  const own = email.trim().toLowerCase().split('@').pop() ?? '';
  return own === domain || own.endsWith(`.${domain}`);
};

/**
 * Who joins with which role, and whether the domain may sign in only through the identity
 * provider. Turning that on asks first: it can lock the admin's own password out.
 */
export function SsoPolicyCard({
  workspaceId,
  sso,
  selfEmail,
}: {
  workspaceId: string;
  sso: SsoView;
  selfEmail: string;
}) {
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateSsoSettings(workspaceId);
  const roleId = useId();
  const enforceId = useId();
  const enforceHintId = useId();
  const pendingEnforce = update.isPending && update.variables?.enforced !== undefined;

  const setEnforced = (enforced: boolean) => {
    if (enforced) return setConfirming(true);
    update.mutate({ enforced: false });
  };

  return (
    <SettingsCard title={t.policyHeading}>
      <div className="grid gap-6">
        <div className="grid gap-1.5 sm:grid-cols-[1fr_12rem] sm:items-center sm:gap-x-6">
          <div>
            <Label htmlFor={roleId}>{t.joinRoleLabel}</Label>
            <p className="mt-0.5 text-sm text-slate-600">{t.joinRoleHint}</p>
          </div>
          <Select
            value={sso.joinRole}
            disabled={update.isPending}
            onValueChange={(joinRole) => update.mutate({ joinRole: joinRole as SsoView['joinRole'] })}
          >
            <SelectTrigger id={roleId} className="mt-1 sm:mt-0">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {ssoJoinRoles.map((role) => (
                <SelectItem key={role} value={role}>
                  {t.joinRoles[role]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex items-start justify-between gap-4 border-t border-slate-100 pt-6">
          <div className="min-w-0">
            <Label htmlFor={enforceId}>{t.enforceLabel(sso.domain)}</Label>
            <p id={enforceHintId} className="mt-0.5 text-sm text-slate-600">
              {sso.domainVerified ? t.enforceHint(sso.domain) : t.enforceNeedsVerification}
            </p>
          </div>
          <Switch
            id={enforceId}
            checked={sso.enforced}
            disabled={!sso.domainVerified || pendingEnforce}
            aria-describedby={enforceHintId}
            onCheckedChange={setEnforced}
            className="mt-0.5 disabled:cursor-not-allowed disabled:opacity-50"
          />
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !update.isPending && setConfirming(open)}
        title={t.enforceTitle(sso.domain)}
        body={t.enforceBody(sso.domain, inDomain(selfEmail, sso.domain))}
        action={pendingEnforce ? t.working : t.enforceConfirm}
        cancel={t.cancel}
        pending={pendingEnforce}
        onConfirm={() => update.mutate({ enforced: true }, { onSuccess: () => setConfirming(false) })}
      />
    </SettingsCard>
  );
}
