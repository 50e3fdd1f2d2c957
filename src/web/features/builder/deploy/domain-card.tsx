import { CheckIcon, CopyIcon, ExternalLinkIcon, Loader2Icon, PlusIcon, RefreshCwIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { builderTexts } from '../../../../shared/builder-texts';
import { type DomainStatus, domainTexts } from '../../../../shared/custom-domains';
import { Button, buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { CustomDomain } from './use-custom-domains';

const statusTone: Record<DomainStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  verified: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  failed: 'bg-red-50 text-red-700 ring-red-200',
};

const clock = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** One record's value with a Copy button: owners paste these into their DNS provider. */
function RecordValue({ value }: { value: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(value).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  return (
    <div className="flex items-center gap-1">
      <code className="min-w-0 flex-1 break-all rounded bg-slate-50 px-1.5 py-1 font-mono text-xs text-slate-900">
        {value}
      </code>
      <Button variant="ghost" size="iconSm" onClick={copy} aria-label={`${builderTexts.copy} ${value}`}>
        {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
      </Button>
    </div>
  );
}

/**
 * An apex claimed while the operator has set no server addresses (or before the dialog refused
 * those): it cannot point here, so instead of records it says why and offers the www form.
 */
function ApexNote({ domain, onAddWww }: { domain: CustomDomain; onAddWww?: () => void }) {
  return (
    <div role="status" className="space-y-2 rounded-md bg-amber-50 px-2.5 py-2 text-sm text-amber-900">
      <p>{domainTexts.apexNeedsAddresses(domain.domain)}</p>
      {onAddWww && domain.wwwInstead ? (
        <Button
          variant="outline"
          size="sm"
          className="h-auto min-h-8 max-w-full whitespace-normal py-1.5 text-left [overflow-wrap:anywhere]"
          onClick={onAddWww}
        >
          <PlusIcon aria-hidden />
          {domainTexts.addWwwInstead(domain.wwwInstead)}
        </Button>
      ) : null}
    </div>
  );
}

/** A connected domain: its state, what the resolver said, the records to create, and its actions. */
export function DomainCard({
  domain,
  onVerify,
  onAddWww,
  onRemove,
  verifying,
  removing,
}: {
  domain: CustomDomain;
  onVerify: () => void;
  onAddWww?: () => void;
  onRemove: () => void;
  verifying: boolean;
  removing: boolean;
}) {
  const verified = domain.status === 'verified';
  const apex = domain.wwwInstead !== null;
  const apexReason = domainTexts.apexNeedsAddresses(domain.domain);
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 p-3" aria-label={domain.domain}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 break-all font-mono text-sm font-medium text-slate-900">{domain.domain}</span>
        <span
          className={cn('rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset', statusTone[domain.status])}
        >
          {domainTexts.status[domain.status]}
        </span>
      </div>
      {apex && !verified ? <ApexNote domain={domain} onAddWww={onAddWww} /> : null}
      {domain.status === 'failed' && domain.failureReason && domain.failureReason !== apexReason ? (
        <p role="status" className="rounded-md bg-red-50 px-2.5 py-2 text-sm text-red-800">
          {domain.failureReason}
        </p>
      ) : null}
      {verified ? (
        <p className="text-sm text-slate-600">{domain.served ? domainTexts.verifiedNote : domainTexts.notServed}</p>
      ) : apex ? null : (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">{domainTexts.records}</p>
          <ul className="divide-y divide-slate-100 border-y border-slate-100">
            {domain.records.map((r) => (
              <li key={`${r.type} ${r.name} ${r.value}`} className="grid gap-1 py-2">
                <div className="flex items-center gap-2 text-xs text-slate-500">
                  <span className="rounded bg-slate-800 px-1.5 py-0.5 font-mono font-semibold text-white">
                    {r.type}
                  </span>
                  <span>{domainTexts.name}</span>
                </div>
                <RecordValue value={r.name} />
                <span className="text-xs text-slate-500">{domainTexts.value}</span>
                <RecordValue value={r.value} />
              </li>
            ))}
          </ul>
          <p className="text-xs text-slate-500">
            {domain.nextCheckAt ? domainTexts.nextCheck(clock(domain.nextCheckAt)) : domainTexts.noMoreChecks}
          </p>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {verified && domain.openUrl ? (
          <a
            href={domain.openUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonVariants({ variant: 'outline', size: 'sm' }))}
          >
            <ExternalLinkIcon aria-hidden />
            {domainTexts.open}
          </a>
        ) : (
          <Button variant="primary" size="sm" onClick={onVerify} disabled={verifying}>
            {verifying ? <Loader2Icon aria-hidden className="animate-spin" /> : <RefreshCwIcon aria-hidden />}
            {verifying ? domainTexts.verifying : domainTexts.verify}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          disabled={removing}
          className="ml-auto text-red-700 hover:bg-red-50 hover:text-red-800"
          aria-label={`${domainTexts.remove} ${domain.domain}`}
        >
          <Trash2Icon aria-hidden />
          {domainTexts.remove}
        </Button>
      </div>
    </li>
  );
}
