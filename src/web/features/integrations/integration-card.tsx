import {
  BookOpenIcon,
  ChevronDownIcon,
  CreditCardIcon,
  DatabaseIcon,
  KeyRoundIcon,
  MailIcon,
  SparklesIcon,
} from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { IntegrationDefinition, IntegrationId, IntegrationStatus } from '../../../shared/integrations';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { ProviderIcon } from '../auth/provider-icons';
import { ConfigForm } from './config-form';
import { useConnectIntegration, useDisconnectIntegration, useIntegrationStatus } from './integrations-api';

const logos: Record<IntegrationId, { icon: ReactNode; tile: string }> = {
  github: { icon: <ProviderIcon provider="github" />, tile: 'bg-slate-900 text-white' },
  supabase: { icon: <DatabaseIcon />, tile: 'bg-emerald-50 text-emerald-600' },
  stripe: { icon: <CreditCardIcon />, tile: 'bg-indigo-50 text-indigo-600' },
  resend: { icon: <MailIcon />, tile: 'bg-slate-100 text-slate-900' },
  openai: { icon: <SparklesIcon />, tile: 'bg-teal-50 text-teal-700' },
};

const statusBadge: Record<IntegrationStatus, { label: string; tone: 'green' | 'blue' | 'grey' }> = {
  connected: { label: 'Connected', tone: 'green' },
  pending: { label: 'Pending', tone: 'blue' },
  disconnected: { label: 'Disconnected', tone: 'grey' },
};

// The visitor's own locale: the date they connected, as they read dates.
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** One integration: what it is, where its keys live, how it is connected, and its form. */
export function IntegrationCard({ definition }: { definition: IntegrationDefinition }) {
  const headingId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const check = useIntegrationStatus(definition.id);
  const connect = useConnectIntegration(definition.id);
  const disconnect = useDisconnectIntegration(definition.id);
  const status = check.data?.status ?? 'disconnected';
  const logo = logos[definition.id];
  const connected = status === 'connected';

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden
          className={cn(
            'inline-flex size-11 shrink-0 items-center justify-center rounded-xl [&_svg]:size-6',
            logo.tile,
          )}
        >
          {logo.icon}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              {definition.name}
            </h2>
            {check.isPending ? (
              <Badge tone="grey">Checking...</Badge>
            ) : (
              <Badge tone={statusBadge[status].tone} data-status={status}>
                {statusBadge[status].label}
              </Badge>
            )}
          </div>
          <p className="mt-1 text-sm text-slate-600">{definition.description}</p>
        </div>
      </div>

      <div className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <ExternalLink href={definition.documentationUrl} icon={<BookOpenIcon />}>
          Documentation
        </ExternalLink>
        <ExternalLink href={definition.apiKeyUrl} icon={<KeyRoundIcon />}>
          {definition.hasConnectFlow ? 'Authorized apps' : 'Get API keys'}
        </ExternalLink>
      </div>

      {connected && check.data ? (
        <dl className="mt-4 grid gap-3 rounded-xl bg-slate-50 p-3.5 text-sm sm:grid-cols-2">
          <div className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
              {definition.hasConnectFlow ? 'Token' : 'Key'}
            </dt>
            <dd className="mt-0.5 truncate font-mono text-slate-900">{check.data.configuredToken ?? 'Saved'}</dd>
          </div>
          {check.data.configuredAt ? (
            <div>
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Connected on</dt>
              <dd className="mt-0.5 text-slate-900">
                <time dateTime={check.data.configuredAt}>{dayFormat.format(new Date(check.data.configuredAt))}</time>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}

      <div className="mt-auto flex flex-wrap items-center gap-2 pt-5">
        {definition.hasConnectFlow && !connected ? (
          <Button onClick={() => connect.mutate()} disabled={connect.isPending}>
            {logo.icon}
            {connect.isPending ? 'Connecting...' : `Connect with ${definition.name}`}
          </Button>
        ) : null}
        <Button variant="outline" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
          {definition.hasConnectFlow ? 'Setup instructions' : connected ? 'Update keys' : 'Configure'}
          <ChevronDownIcon aria-hidden className={cn('transition-transform', open && 'rotate-180')} />
        </Button>
        {connected ? (
          <Button
            variant="ghost"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={() => disconnect.mutate()}
            disabled={disconnect.isPending}
          >
            {disconnect.isPending ? 'Disconnecting...' : 'Disconnect'}
          </Button>
        ) : null}
      </div>

      {open ? (
        <div id={panelId} className="mt-5 grid gap-5 border-t border-slate-100 pt-5">
          <div>
            <h3 className="text-sm font-semibold text-slate-900">How to connect</h3>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-600">
              {definition.instructions.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
          {definition.configFields.length ? (
            <ConfigForm definition={definition} onSaved={() => setOpen(false)} />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function ExternalLink({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1.5 font-medium text-brand-600 hover:underline [&_svg]:size-4"
    >
      {icon}
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
