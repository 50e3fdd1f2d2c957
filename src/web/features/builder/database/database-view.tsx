import { useState } from 'react';
import type { AppDataEnvironment } from '../../../../shared/app-data';
import { appDataTexts } from '../../../../shared/app-data-texts';
import { Button } from '../../../components/ui/button';
import { AddRecordDialog } from './add-record-dialog';
import type { DataSummary } from './app-data-api';
import { DataEmpty } from './data-empty';
import { DataNav, type DataSelection } from './data-nav';
import { EnvironmentSwitch } from './environment-switch';
import { FilesPanel } from './files-panel';
import { LoadingLine } from './loading-line';
import { PreviewDataMenu } from './preview-data-menu';
import { RecordsPanel } from './records-panel';
import { RulesPanel } from './rules-panel';
import { useDataMutations, useDataSummary } from './use-app-data';
import { UsersPanel } from './users-panel';

/** What is shown when nothing was chosen, or the choice is gone (another environment, a clear). */
function shownSelection(summary: DataSummary, chosen: DataSelection | null): DataSelection | null {
  if (chosen && chosen.kind !== 'collection') return chosen;
  if (chosen && summary.collections.some((c) => c.name === chosen.name)) return chosen;
  const first = summary.collections.find((c) => c.records > 0);
  if (first) return { kind: 'collection', name: first.name };
  // An app that only stores uploads opens on them.
  return summary.files > 0 ? { kind: 'files' } : null;
}

/** The Database tab: an app's collections, records, files, users and rules, in preview or live. */
export function DatabaseView({ projectId }: { projectId: string }) {
  const [env, setEnv] = useState<AppDataEnvironment>('preview');
  const [chosen, setChosen] = useState<DataSelection | null>(null);
  const [addingNew, setAddingNew] = useState(false);
  const summary = useDataSummary(projectId, env);
  const mutations = useDataMutations(projectId, env);
  const data = summary.data?.environment === env ? summary.data : undefined;
  const selection = data ? shownSelection(data, chosen) : null;

  return (
    <div className="@container flex h-full min-h-0 flex-col bg-white">
      <div className="flex min-h-12 shrink-0 flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 px-3 py-2">
        <EnvironmentSwitch value={env} onChange={setEnv} />
        <p className="hidden min-w-0 flex-1 truncate text-xs text-slate-500 @xl:block">
          {appDataTexts.environmentHint[env]}
        </p>
        {data ? (
          <p className="ml-auto text-xs whitespace-nowrap text-slate-500 tabular-nums">
            {appDataTexts.usage(data.usage.records, data.usage.limits.records)}
          </p>
        ) : null}
        {env === 'preview' ? <PreviewDataMenu reset={mutations.reset} /> : null}
      </div>
      {summary.isError && !data ? (
        <div role="alert" className="flex flex-col items-center gap-3 p-10 text-center text-sm text-slate-600">
          <p>
            {appDataTexts.loadFailed} {summary.error.message}
          </p>
          <Button variant="outline" size="sm" onClick={() => void summary.refetch()}>
            {appDataTexts.retry}
          </Button>
        </div>
      ) : !data ? (
        <LoadingLine className="flex-1 justify-center" iconClassName="size-5" />
      ) : (
        <div className="flex min-h-0 flex-1 flex-col @2xl:flex-row">
          <DataNav summary={data} selected={selection} onSelect={setChosen} />
          <div className="min-h-0 min-w-0 flex-1 overflow-y-auto">
            {selection?.kind === 'collection' ? (
              <RecordsPanel
                key={`${env}:${selection.name}`}
                projectId={projectId}
                env={env}
                collection={selection.name}
                mutations={mutations}
              />
            ) : selection?.kind === 'files' ? (
              <FilesPanel key={env} projectId={projectId} env={env} summary={data} mutations={mutations} />
            ) : selection?.kind === 'users' ? (
              <UsersPanel projectId={projectId} env={env} />
            ) : selection?.kind === 'rules' ? (
              <RulesPanel summary={data} env={env} />
            ) : (
              <DataEmpty liveMissing={env === 'live' && data.rules === null} onAdd={() => setAddingNew(true)} />
            )}
          </div>
        </div>
      )}
      {addingNew ? (
        <AddRecordDialog
          open
          onOpenChange={setAddingNew}
          collection={null}
          template={'{\n  "title": "My first record",\n  "done": false\n}'}
          add={mutations.add}
          onAdded={(name) => setChosen({ kind: 'collection', name })}
        />
      ) : null}
    </div>
  );
}
