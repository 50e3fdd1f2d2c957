import { ArrowLeftIcon, LockKeyholeIcon } from 'lucide-react';
import { Link } from 'react-router';
import { integrations } from '../../shared/integrations';
import { paths } from '../../shared/routes';
import { IntegrationCard } from '../features/integrations/integration-card';
import { useConnectResult } from '../features/integrations/use-connect-result';

export function IntegrationsPage() {
  useConnectResult();
  return (
    <div className="min-h-full bg-slate-50 px-4 py-8 sm:px-6 sm:py-12">
      <div className="mx-auto max-w-5xl">
        <Link
          to={paths.dashboard}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-brand-700"
        >
          <ArrowLeftIcon className="size-4" aria-hidden />
          Back to Dashboard
        </Link>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Integrations</h1>
        <p className="mt-1 max-w-2xl text-slate-600">
          Connect the services your apps use. Connected backend, payment and e-mail services are offered to the AI when
          it builds your apps.
        </p>
        <p className="mt-3 inline-flex items-center gap-1.5 text-sm text-slate-500">
          <LockKeyholeIcon aria-hidden className="size-4" />
          Keys are encrypted before they are stored and never shown again in full.
        </p>
        <div className="mt-8 grid items-start gap-6 lg:grid-cols-2">
          {integrations.map((definition) => (
            <IntegrationCard key={definition.id} definition={definition} />
          ))}
        </div>
      </div>
    </div>
  );
}
