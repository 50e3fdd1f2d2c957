import { PencilIcon } from 'lucide-react';
import type { SsoView } from '../../../shared/sso';
import { ssoSettingsTexts as t } from '../../../shared/sso-texts';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { SettingsCard } from '../../components/ui/settings-card';

/** What is connected: protocol, domain and the provider's identifiers (never the secret itself). */
export function SsoProviderCard({ sso, onEdit }: { sso: SsoView; onEdit: () => void }) {
  const rows: Array<[string, string]> = [
    [t.summary.domain, sso.domain],
    [sso.protocol === 'oidc' ? t.summary.issuer : t.summary.entityId, sso.issuer],
  ];
  if (sso.protocol === 'oidc') {
    rows.push([t.summary.clientId, sso.clientId ?? '']);
    rows.push([t.summary.clientSecret, sso.hasClientSecret ? t.summary.secretSaved : t.summary.secretMissing]);
  }
  return (
    <SettingsCard
      title={t.summaryHeading}
      aside={
        <>
          <Badge tone="blue">{t.protocols[sso.protocol]}</Badge>
          <Button variant="outline" size="sm" className="ml-auto" onClick={onEdit}>
            <PencilIcon aria-hidden />
            {t.edit}
          </Button>
        </>
      }
    >
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-0.5 sm:contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="min-w-0 font-medium text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
    </SettingsCard>
  );
}
