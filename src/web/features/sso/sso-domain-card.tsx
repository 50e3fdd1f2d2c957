import { BadgeCheckIcon, Loader2Icon, ShieldCheckIcon } from 'lucide-react';
import type { SsoView } from '../../../shared/sso';
import { ssoSettingsTexts as t } from '../../../shared/sso-texts';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { SettingsCard } from '../../components/ui/settings-card';
import { CopyValue } from './copy-value';
import { isDomainRefusal, useVerifySsoDomain } from './use-sso';

/**
 * Proving the domain with a DNS TXT record. A record not found yet (DNS takes a while) or a domain
 * another workspace proved first is said here, next to the record, not in a passing toast.
 */
export function SsoDomainCard({ workspaceId, sso }: { workspaceId: string; sso: SsoView }) {
  const verify = useVerifySsoDomain(workspaceId);
  const refusal = verify.isError && isDomainRefusal(verify.error) ? verify.error.message : null;
  return (
    <SettingsCard
      title={t.domainHeading}
      description={sso.domainVerified ? t.verifiedDescription(sso.domain) : t.domainDescription(sso.domain)}
      aside={
        sso.domainVerified ? (
          <Badge tone="green">
            <BadgeCheckIcon aria-hidden className="size-3.5" />
            {t.verified}
          </Badge>
        ) : (
          <Badge tone="grey">{t.notVerified}</Badge>
        )
      }
    >
      <div className="grid gap-4 rounded-xl border border-slate-200 p-4">
        <div className="flex items-center gap-2 text-xs text-slate-500">
          <span>{t.recordType}</span>
          <span className="rounded bg-slate-800 px-1.5 py-0.5 font-mono font-semibold text-white">TXT</span>
        </div>
        <CopyValue label={t.recordName} value={sso.txtName} />
        <CopyValue label={t.recordValue} value={sso.txtValue} />
      </div>
      {!sso.domainVerified && (
        <div className="mt-4 grid gap-3">
          {refusal && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {refusal}
            </p>
          )}
          <div>
            <Button onClick={() => verify.mutate(undefined)} disabled={verify.isPending}>
              {verify.isPending ? (
                <Loader2Icon aria-hidden className="animate-spin" />
              ) : (
                <ShieldCheckIcon aria-hidden />
              )}
              {verify.isPending ? t.verifying : t.verify}
            </Button>
          </div>
        </div>
      )}
    </SettingsCard>
  );
}
