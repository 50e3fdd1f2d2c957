import { useEffect, useId, useState } from 'react';
import type { AppDataEnvironment } from '../../../../shared/app-data';
import { appDataTexts } from '../../../../shared/app-data-texts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { cn } from '../../../lib/cn';
import { AddRecordDialog } from './add-record-dialog';
import type { OwnerRecord } from './app-data-api';
import { recordTemplate } from './json-value';
import { LoadingLine } from './loading-line';
import { RecordsPager } from './records-pager';
import { RecordsTable, type SortState } from './records-table';
import { RecordsToolbar } from './records-toolbar';
import { type useDataMutations, useRecords } from './use-app-data';

const searchDelayMs = 250;

/** One collection: search, export and add above its records table; edit status and pages below. */
export function RecordsPanel({
  projectId,
  env,
  collection,
  mutations,
}: {
  projectId: string;
  env: AppDataEnvironment;
  collection: string;
  mutations: ReturnType<typeof useDataMutations>;
}) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState>({ sort: 'createdAt', order: 'desc' });
  const [offset, setOffset] = useState(0);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<OwnerRecord | null>(null);
  const [editing, setEditing] = useState<{ error: string | null } | null>(null);
  const statusId = useId();
  const query = useRecords(projectId, env, collection, { search, ...sort, offset });

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setOffset(0);
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [typed]);

  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  return (
    <section aria-label={collection} className="@container/records flex h-full min-h-0 flex-col">
      <RecordsToolbar
        projectId={projectId}
        env={env}
        collection={collection}
        total={query.data ? total : null}
        search={typed}
        onSearch={setTyped}
        onAdd={() => setAdding(true)}
      />
      <div className="relative min-h-0 flex-1 overflow-auto" aria-busy={query.isFetching}>
        {query.isPending ? (
          <LoadingLine className="p-6" />
        ) : query.isError ? (
          <p role="alert" className="p-6 text-sm text-red-700">
            {query.error.message}
          </p>
        ) : items.length === 0 ? (
          <p className="p-6 text-sm text-slate-500">
            {search ? appDataTexts.noMatches(search) : appDataTexts.noRecords}
          </p>
        ) : (
          <RecordsTable
            items={items}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              setOffset(0);
            }}
            onEdit={(record, field, value) => mutations.edit.mutateAsync({ collection, id: record.id, field, value })}
            onDelete={setDeleting}
            editStatus={{ id: statusId, report: setEditing }}
          />
        )}
      </div>
      <p
        id={statusId}
        hidden={editing === null}
        className={cn(
          'border-t px-3 py-1.5 text-xs',
          editing?.error ? 'border-red-200 bg-red-50 text-red-800' : 'border-slate-200 bg-slate-50 text-slate-600',
        )}
      >
        {editing?.error ? <span role="alert">{editing.error}</span> : appDataTexts.editHint}
      </p>
      <RecordsPager offset={offset} total={total} onOffset={setOffset} />
      {adding ? (
        <AddRecordDialog
          open
          onOpenChange={setAdding}
          collection={collection}
          template={recordTemplate(items.map((item) => item.data))}
          add={mutations.add}
        />
      ) : null}
      <ConfirmDialog
        cancel={appDataTexts.cancel}
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={appDataTexts.deleteTitle}
        body={appDataTexts.deleteBody(collection)}
        action={appDataTexts.delete}
        pending={mutations.remove.isPending}
        onConfirm={() =>
          deleting && mutations.remove.mutate({ collection, id: deleting.id }, { onSuccess: () => setDeleting(null) })
        }
      />
    </section>
  );
}
