import type { SsoView } from '../../../shared/sso';
import { ssoSettingsTexts as t } from '../../../shared/sso-texts';
import { SettingsCard } from '../../components/ui/settings-card';
import { CopyValue } from './copy-value';

/**
 * What the admin enters at the identity provider. These name the provider's id, which exists only
 * once it is saved, so they come from the server's view rather than being built here.
 */
export function SsoIdpValuesCard({ sso }: { sso: SsoView }) {
  const values: Array<[string, string | null]> =
    sso.protocol === 'oidc'
      ? [[t.values.redirectUrl, sso.redirectUrl]]
      : [
          [t.values.acsUrl, sso.acsUrl],
          [t.values.spEntityId, sso.spEntityId],
          [t.values.spMetadataUrl, sso.spMetadataUrl],
        ];
  return (
    <SettingsCard title={t.idpHeading} description={t.idpDescription[sso.protocol]}>
      <div className="grid gap-4">
        {values.map(([label, value]) => (value ? <CopyValue key={label} label={label} value={value} /> : null))}
      </div>
    </SettingsCard>
  );
}
