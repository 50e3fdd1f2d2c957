import { GlobeIcon, PlusIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { domainTexts } from '../../../../shared/custom-domains';
import { paths } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { FieldError, Input, Label } from '../../../components/ui/input';
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(name, { onSuccess: () => setName('') });
  };
  const full = data.domains.length >= data.limit;
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
              onRemove={() => remove.mutate(d.id)}
              verifying={verify.isPending && verify.variables === d.id}
              removing={remove.isPending && remove.variables === d.id}
            />
          ))}
        </ul>
      ) : null}
      {data.allowed && data.deployed && !full ? (
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
        </form>
      ) : null}
    </section>
  );
}
