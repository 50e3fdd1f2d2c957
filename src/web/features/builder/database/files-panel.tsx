import { ImageIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type AppDataEnvironment, filesPageSize } from '../../../../shared/app-data';
import { appDataTexts } from '../../../../shared/app-data-texts';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { AppFile, DataSummary } from './app-data-api';
import { FilesTable } from './files-table';
import { LoadingLine } from './loading-line';
import { RecordsPager } from './records-pager';
import { useAppFiles, type useDataMutations } from './use-app-data';

/** No uploads here yet: how an app uploads files, in plain words, with the plan's size limit. */
function FilesEmpty({ summary, liveMissing }: { summary: DataSummary; liveMissing: boolean }) {
  const megabytes = Math.round(summary.usage.limits.fileBytes / (1024 * 1024));
  return (
    <div className="flex flex-col items-center px-6 py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl border border-slate-200 bg-white text-slate-400 shadow-sm">
        <ImageIcon aria-hidden className="size-7" />
      </span>
      <h4 className="mt-4 text-base font-semibold text-slate-900">{appDataTexts.filesEmptyTitle}</h4>
      {liveMissing ? <p className="mt-1 max-w-md text-sm text-slate-600">{appDataTexts.liveNotDeployed}</p> : null}
      <p className="mt-2 max-w-md text-sm text-slate-500">{appDataTexts.filesEmptyBody(megabytes)}</p>
      <p className="mt-2 max-w-md text-sm text-slate-500">
        {appDataTexts.filesEmptyHow.before}
        <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.8125rem] text-slate-700">
          {appDataTexts.filesEmptyHow.code}
        </code>
        {appDataTexts.filesEmptyHow.after}
      </p>
    </div>
  );
}

/** The files an app's visitors uploaded in one environment: look, open, delete. */
export function FilesPanel({
  projectId,
  env,
  summary,
  mutations,
}: {
  projectId: string;
  env: AppDataEnvironment;
  summary: DataSummary;
  mutations: ReturnType<typeof useDataMutations>;
}) {
  const [offset, setOffset] = useState(0);
  // The file asked about stays named while the dialog closes.
  const [deleting, setDeleting] = useState<{ file: AppFile; open: boolean } | null>(null);
  const query = useAppFiles(projectId, env, offset);
  const total = query.data?.total ?? 0;

  // Deleting the last file of the last page goes back a page rather than showing none.
  useEffect(() => {
    if (query.data && offset > 0 && offset >= query.data.total) {
      setOffset(Math.max(0, Math.floor((query.data.total - 1) / filesPageSize) * filesPageSize));
    }
  }, [query.data, offset]);

  const { storedBytes, limits } = summary.usage;
  return (
    <section aria-labelledby="app-files-title" className="@container/files flex h-full min-h-0 flex-col">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 border-b border-slate-200 px-4 py-2.5">
        <h3 id="app-files-title" className="flex-1 text-sm font-semibold text-slate-900">
          {appDataTexts.files}
          {query.data ? (
            <span className="ml-2 font-normal text-slate-500">{appDataTexts.filesCount(total)}</span>
          ) : null}
        </h3>
        <p className="text-xs text-slate-500 tabular-nums">
          {appDataTexts.filesStorage(appDataTexts.size(storedBytes), appDataTexts.size(limits.storedBytes))}
        </p>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto" aria-busy={query.isFetching}>
        {query.isPending ? (
          <LoadingLine className="p-6" />
        ) : query.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 p-6 text-sm text-red-700">
            <p>{query.error.message}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {appDataTexts.retry}
            </Button>
          </div>
        ) : query.data.files.length === 0 ? (
          <FilesEmpty summary={summary} liveMissing={env === 'live' && summary.rules === null} />
        ) : (
          <FilesTable files={query.data.files} onDelete={(file) => setDeleting({ file, open: true })} />
        )}
      </div>
      <RecordsPager offset={offset} total={total} onOffset={setOffset} pageSize={filesPageSize} />
      <ConfirmDialog
        cancel={appDataTexts.cancel}
        open={deleting?.open ?? false}
        onOpenChange={(open) => deleting && setDeleting({ ...deleting, open })}
        title={appDataTexts.deleteFileTitle}
        body={appDataTexts.deleteFileBody(deleting?.file.name ?? '')}
        action={appDataTexts.delete}
        pending={mutations.removeFile.isPending}
        onConfirm={() =>
          deleting &&
          mutations.removeFile.mutate(deleting.file.id, { onSuccess: () => setDeleting({ ...deleting, open: false }) })
        }
      />
    </section>
  );
}
