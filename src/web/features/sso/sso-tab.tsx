import { useState } from 'react';
import { ssoSettingsTexts as t } from '../../../shared/sso-texts';
import type { WorkspaceRole } from '../../../shared/workspaces';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/session';
import { SsoApprovalCard } from './sso-approval-card';
import { SsoDomainCard } from './sso-domain-card';
import { SsoForm } from './sso-form';
import { SsoIdpValuesCard } from './sso-idp-values-card';
import { SsoIntroCard } from './sso-intro-card';
import { SsoPolicyCard } from './sso-policy-card';
import { SsoProviderCard } from './sso-provider-card';
import { SsoRemoveCard } from './sso-remove-card';
import { useSso } from './use-sso';

/** The Single sign-on tab (admins of a team workspace): set up, then verify, then decide the policy. */
export function SsoTab({ workspaceId, role }: { workspaceId: string; role: WorkspaceRole }) {
  const query = useSso(workspaceId);
  const [editing, setEditing] = useState(false);
  const selfEmail = useSession().data?.user.email ?? '';

  if (!query.data) {
    return query.isError ? (
      <div role="alert" className="rounded-2xl border border-red-200 bg-white p-6 text-center shadow-sm">
        <p className="font-medium text-slate-900">{t.loadFailed}</p>
        <p className="mt-1 text-sm text-slate-600">{query.error.message}</p>
        <Button variant="outline" className="mt-4" onClick={() => query.refetch()}>
          {t.tryAgain}
        </Button>
      </div>
    ) : (
      <div role="status" aria-label={t.loading} className="grid gap-6">
        {[0, 1].map((i) => (
          <div key={i} className="h-40 animate-pulse rounded-2xl bg-slate-200/70" />
        ))}
      </div>
    );
  }

  const { sso } = query.data;
  // Removed while the form was open: a later set-up starts from the summary, not the form.
  if (!sso && editing) setEditing(false);
  if (!sso) {
    return (
      <>
        <SsoIntroCard />
        <SsoForm workspaceId={workspaceId} saved={null} />
      </>
    );
  }
  return (
    <>
      {editing ? (
        <SsoForm workspaceId={workspaceId} saved={sso} onDone={() => setEditing(false)} />
      ) : (
        <SsoProviderCard sso={sso} onEdit={() => setEditing(true)} />
      )}
      {!sso.ownerApproved && <SsoApprovalCard workspaceId={workspaceId} role={role} />}
      <SsoIdpValuesCard sso={sso} />
      <SsoDomainCard workspaceId={workspaceId} sso={sso} />
      <SsoPolicyCard workspaceId={workspaceId} sso={sso} selfEmail={selfEmail} />
      <SsoRemoveCard workspaceId={workspaceId} sso={sso} />
    </>
  );
}
