import { GlobeIcon, PlusIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { domainTexts, wwwFormOf } from '../../../../shared/custom-domains';
import { paths } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { FieldError, Input, Label } from '../../../components/ui/input';
import { ApiRequestError } from '../../../lib/api';
import { DomainCard } from './domain-card';
import { useCustomDomains } from './use-custom-domains';

const note = 'rounded-lg border border-dashed border-slate-300 bg-slate-50 px-3 py-3 text-sm text-slate-600';

/** The Deploy dialog's custom domains: the plan decides on the server whether this shows a form or the upgrade path. */
export function CustomDomains({ projectId, open }: { projectId: string; open: boolean }) {
  const { query, add, verify, remove } = useCustomDomains(projectId, open);
  const [name, setName] = useState('');
  const inputId = useId();
  const data = query.data;
  if (!data) return null;

  const addName = (domain: string) => add.mutate(domain, { onSuccess: () => setName('') });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    addName(name);
  };
  const full = data.domains.length >= data.limit;
  const canAdd = data.allowed && data.deployed && !full;
  // An apex while the operator has set no server addresses: the reason says so, and the www form is one press away.
  const apexRefused = add.error instanceof ApiRequestError && add.error.code === 'apex_needs_addresses';
  return (
    <section aria-labelledby={`${inputId}-title`} className="space-y-3 border-t border-slate-100 pt-4">
      <div className="space-y-0.5">
        <h3 id={`${inputId}-title`} className="flex items-center gap-1.5 text-sm font-medium text-slate-800">
          <GlobeIcon aria-hidden className="size-4 text-slate-500" />
          {domainTexts.title}
        </h3>
        <p className="text-xs text-slate-500">{domainTexts.intro}</p>
      </div>
      {!data.allowed ? (
        <p className={note}>
          {domainTexts.upgrade}{' '}
          <Link to={paths.pricing} className="font-medium text-brand-700 underline">
            {domainTexts.upgradeLink}
          </Link>
        </p>
      ) : !data.deployed ? (
        <p className={note}>{domainTexts.deployFirst}</p>
      ) : null}
      {/* Listed on any plan: after a downgrade the owner can still see and remove them. */}
      {data.domains.length ? (
        <ul className="space-y-3">
          {data.domains.map((d) => (
            <DomainCard
              key={d.id}
              domain={d}
              onVerify={() => verify.mutate(d.id)}
              onAddWww={canAdd && d.wwwInstead ? () => addName(d.wwwInstead as string) : undefined}
              onRemove={() => remove.mutate(d.id)}
              verifying={verify.isPending && verify.variables === d.id}
              removing={remove.isPending && remove.variables === d.id}
            />
          ))}
        </ul>
      ) : null}
      {canAdd ? (
        <form onSubmit={submit} className="space-y-1.5" noValidate>
          <Label htmlFor={inputId}>{domainTexts.label}</Label>
          {/* Stacked on a phone, so the input keeps room for a whole domain. */}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={inputId}
              value={name}
              onChange={(event) => setName(event.target.value)}
              placeholder={domainTexts.placeholder}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              aria-invalid={add.isError || undefined}
              aria-describedby={add.isError ? `${inputId}-error` : undefined}
            />
            <Button type="submit" variant="outline" disabled={add.isPending || !name.trim()} className="shrink-0">
              <PlusIcon aria-hidden />
              {domainTexts.add}
            </Button>
          </div>
          <FieldError id={`${inputId}-error`} message={add.error?.message} />
          {apexRefused ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="h-auto min-h-8 max-w-full whitespace-normal py-1.5 text-left [overflow-wrap:anywhere]"
              onClick={() => addName(wwwFormOf(add.variables ?? name))}
            >
              <PlusIcon aria-hidden />
              {domainTexts.addWwwInstead(wwwFormOf(add.variables ?? name))}
            </Button>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}
