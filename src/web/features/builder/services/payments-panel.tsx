import { CircleCheckIcon, FlaskConicalIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { AppDataEnvironment } from '../../../../shared/app-data';
import { servicesPanelTexts as texts } from '../../../../shared/app-services/panel-texts';
import { paths } from '../../../../shared/routes';
import { useIntegrationStatus } from '../../integrations/integrations-api';
import { EnvironmentSwitch } from '../database/environment-switch';
import { LoadingLine } from '../database/loading-line';
import { OrdersList } from './orders-list';
import { Code, CodeHint, LoadError, ServiceCard, ServicePage } from './service-parts';

/** The app's payments: whose Stripe account checkout uses (or the test mode), and its latest orders. */
export function PaymentsPanel({
  projectId,
  env,
  onEnvChange,
}: {
  projectId: string;
  env: AppDataEnvironment;
  onEnvChange: (env: AppDataEnvironment) => void;
}) {
  return (
    <ServicePage title={texts.paymentsTitle} aside={<EnvironmentSwitch value={env} onChange={onEnvChange} />}>
      <ServiceCard title={texts.stripe}>
        <StripeStatus />
      </ServiceCard>
      <OrdersList projectId={projectId} env={env} />
      <CodeHint>
        <p>{texts.paymentsHint}</p>
        <Code>{texts.paymentsExample}</Code>
      </CodeHint>
    </ServicePage>
  );
}

function StripeStatus() {
  const stripe = useIntegrationStatus('stripe');
  if (stripe.isError)
    return (
      <LoadError message={texts.stripeLoadFailed} detail={stripe.error.message} onRetry={() => void stripe.refetch()} />
    );
  if (!stripe.data) return <LoadingLine />;
  if (stripe.data.status === 'connected')
    return (
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <CircleCheckIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
        {texts.stripeConnected((stripe.data.configuredToken ?? '').slice(-4))}
      </p>
    );
  return (
    <div className="flex gap-3 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
      <FlaskConicalIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-sky-600" />
      <div className="space-y-1.5">
        <p>{texts.testMode}</p>
        <Link to={paths.integrations} className="inline-block font-medium underline underline-offset-2">
          {texts.openIntegrations}
        </Link>
      </div>
    </div>
  );
}
