import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppDataEnvironment } from '../../../../shared/app-data';
import { appDataTexts } from '../../../../shared/app-data-texts';
import { notify } from '../../../components/ui/toaster';
import {
  addRecord,
  deleteFile,
  deleteRecord,
  fetchFiles,
  fetchRecords,
  fetchSummary,
  fetchUsers,
  type RecordsView,
  resetPreview,
  setField,
} from './app-data-api';

/** Everything the tab has loaded for a project; one invalidation refreshes it all after a change. */
const dataKey = (projectId: string) => ['project', projectId, 'data'];

export function useDataSummary(projectId: string, env: AppDataEnvironment) {
  return useQuery({
    queryKey: [...dataKey(projectId), env, 'summary'],
    queryFn: () => fetchSummary(projectId, env),
    placeholderData: keepPreviousData,
  });
}

export function useRecords(projectId: string, env: AppDataEnvironment, collection: string, view: RecordsView) {
  return useQuery({
    queryKey: [...dataKey(projectId), env, 'records', collection, view],
    queryFn: () => fetchRecords(projectId, collection, { env, ...view }),
    // Paging and sorting keep the old rows on screen until the new ones arrive.
    placeholderData: (previous, query) => (query?.queryKey[4] === collection ? previous : undefined),
  });
}

export function useAppUsers(projectId: string, env: AppDataEnvironment) {
  return useQuery({
    queryKey: [...dataKey(projectId), env, 'users'],
    queryFn: () => fetchUsers(projectId, env),
  });
}

export function useAppFiles(projectId: string, env: AppDataEnvironment, offset: number) {
  return useQuery({
    queryKey: [...dataKey(projectId), env, 'files', offset],
    queryFn: () => fetchFiles(projectId, env, offset),
    placeholderData: keepPreviousData,
  });
}

/** Adding, editing, deleting and resetting; each refreshes counts and tables when it lands. */
export function useDataMutations(projectId: string, env: AppDataEnvironment) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: dataKey(projectId) });
  const add = useMutation({
    mutationFn: ({ collection, record }: { collection: string; record: object }) =>
      addRecord(projectId, env, collection, record),
    onSuccess: () => {
      notify.success(appDataTexts.added);
      return refresh();
    },
  });
  const edit = useMutation({
    mutationFn: (change: { collection: string; id: string; field: string; value: unknown }) =>
      setField(projectId, env, change.collection, change.id, change.field, change.value),
    onSuccess: refresh,
    onError: (error) => notify.error(appDataTexts.saveFailed, error.message),
  });
  const remove = useMutation({
    mutationFn: ({ collection, id }: { collection: string; id: string }) =>
      deleteRecord(projectId, env, collection, id),
    onSuccess: () => {
      notify.success(appDataTexts.deleted);
      return refresh();
    },
    onError: (error) => notify.error(appDataTexts.deleteFailed, error.message),
  });
  const removeFile = useMutation({
    mutationFn: (id: string) => deleteFile(projectId, env, id),
    onSuccess: () => {
      notify.success(appDataTexts.fileDeleted);
      return refresh();
    },
    onError: (error) => notify.error(appDataTexts.fileDeleteFailed, error.message),
  });
  const reset = useMutation({
    mutationFn: (copyLive: boolean) => resetPreview(projectId, copyLive),
    onSuccess: (result, copyLive) => {
      notify.success(
        copyLive ? appDataTexts.copied(result.copied) : appDataTexts.cleared(result.removed, result.removedFiles),
      );
      return refresh();
    },
    onError: (error) => notify.error(appDataTexts.resetFailed, error.message),
  });
  return { add, edit, remove, removeFile, reset };
}
