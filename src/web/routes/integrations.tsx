import { LockKeyholeIcon } from 'lucide-react';
import { integrations } from '../../shared/integrations';
import { AccountPage } from '../components/layout/account-page';
import { IntegrationCard } from '../features/integrations/integration-card';
import { useConnectResult } from '../features/integrations/use-connect-result';

export function IntegrationsPage() {
  useConnectResult();
  return (
    <AccountPage
      title="Integrations"
      wide
      intro={
        <>
          <p className="mt-1 max-w-2xl text-slate-600">
            Connect the services your apps use. Connected backend, payment and e-mail services are offered to the AI
            when it builds your apps.
          </p>
          <p className="mt-3 inline-flex items-center gap-1.5 text-sm text-slate-500">
            <LockKeyholeIcon aria-hidden className="size-4" />
            Keys are encrypted before they are stored and never shown again in full.
          </p>
        </>
      }
    >
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-2">
        {integrations.map((definition) => (
          <IntegrationCard key={definition.id} definition={definition} />
        ))}
      </div>
    </AccountPage>
  );
}
