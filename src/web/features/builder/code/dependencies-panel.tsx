import { BoxesIcon, EyeIcon, Loader2Icon } from 'lucide-react';
import { dependencyPanelTexts as texts } from '../../../../shared/builder-texts';
import { packageLimits } from '../../../../shared/packages';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toaster';
import type { BuilderSession } from '../session/builder-session';
import { AddDependencyForm } from './add-dependency-form';
import { DependencyRow } from './dependency-row';
import { useDependencies } from './use-dependencies';

/**
 * The app's packages as package.json names them, with the versions its builds use. The owner
 * adds and removes them here (each change is saved as a version); visitors only see the list.
 */
export function DependenciesPanel({ session }: { session: BuilderSession }) {
  const { canEdit } = session.project;
  const { list, add, remove } = useDependencies(session.project.id);
  const dependencies = list.data?.dependencies ?? [];
  const fromNpm = dependencies.filter((d) => d.source === 'npm').length;

  const removeOne = (name: string) =>
    remove.mutate(name, { onError: (error) => notify.error(texts.removeFailed, error.message) });

  return (
    <div className="flex h-full min-h-0 flex-col">
      <header className="flex min-h-12 shrink-0 items-center gap-2 border-b border-slate-200 px-4 py-2">
        <BoxesIcon className="size-4 shrink-0 text-brand-500" aria-hidden />
        <h3 className="text-sm font-semibold text-slate-900">{texts.title}</h3>
        {list.data ? (
          <span className="rounded-full bg-slate-100 px-1.5 py-px text-[11px] font-medium text-slate-600">
            {dependencies.length}
          </span>
        ) : null}
        <span
          className="ml-auto text-xs whitespace-nowrap text-slate-500 tabular-nums"
          title={texts.limitHint(packageLimits.maxPerProject)}
        >
          {texts.limit(fromNpm, packageLimits.maxPerProject)}
        </span>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <div className="space-y-4 border-b border-slate-200 bg-slate-50/60 px-4 py-4">
          <p className="max-w-prose text-sm text-slate-600">{texts.description}</p>
          {canEdit ? (
            <AddDependencyForm
              onAdd={(input) => add.mutateAsync(input)}
              pending={add.isPending}
              error={add.error?.message ?? null}
            />
          ) : (
            <p className="flex items-center gap-2 text-sm text-slate-500">
              <EyeIcon className="size-4 shrink-0" aria-hidden />
              {texts.viewOnly}
            </p>
          )}
        </div>
        {list.isPending ? (
          <p role="status" className="flex items-center gap-2 px-4 py-6 text-sm text-slate-500">
            <Loader2Icon className="size-4 animate-spin text-brand-600" aria-hidden />
            {texts.loading}
          </p>
        ) : list.isError && !list.data ? (
          <div role="alert" className="flex items-center gap-3 px-4 py-6 text-sm text-red-700">
            {texts.loadFailed}
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              {texts.retry}
            </Button>
          </div>
        ) : dependencies.length === 0 ? (
          <div className="px-4 py-8 text-center">
            <p className="text-sm font-medium text-slate-700">{texts.empty}</p>
            {canEdit ? <p className="mt-1 text-xs text-slate-500">{texts.emptyOwnerHint}</p> : null}
          </div>
        ) : (
          <ul aria-label={texts.listLabel} className="divide-y divide-slate-100">
            {dependencies.map((dependency) => (
              <DependencyRow
                key={dependency.name}
                dependency={dependency}
                canRemove={canEdit}
                removing={remove.isPending && remove.variables === dependency.name}
                onRemove={() => removeOne(dependency.name)}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
