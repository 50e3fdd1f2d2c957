import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  GitConnectInput,
  GitConnectionView,
  GitResolveChoice,
  GitStatusResponse,
} from '../../../../shared/git-sync';
import { gitTexts } from '../../../../shared/git-sync';
import { notify } from '../../../components/ui/toaster';
import { api, unwrap } from '../../../lib/api';

const git = api.projects[':projectId'].git;
const param = (projectId: string) => ({ param: { projectId } });

export const getGitStatus = (projectId: string) => unwrap(git.$get(param(projectId)));
export const connectGit = (projectId: string, input: GitConnectInput) =>
  unwrap(git.$post({ ...param(projectId), json: input }));
export const syncGit = (projectId: string) => unwrap(git.sync.$post(param(projectId)));
export const getGitConflict = (projectId: string) => unwrap(git.conflict.$get(param(projectId)));
export const resolveGit = (projectId: string, choice: GitResolveChoice) =>
  unwrap(git.resolve.$post({ ...param(projectId), json: { choice } }));
export const disconnectGit = (projectId: string) => unwrap(git.$delete(param(projectId)));

/** Under ['project', id] so everything that re-reads a project re-reads this too. */
export const gitStatusKey = (projectId: string) => ['project', projectId, 'git'] as const;

/** Everything about the project but its Git status: files, versions, messages, the preview. */
const rereadProject = (queryClient: QueryClient, projectId: string) =>
  queryClient.invalidateQueries({ queryKey: ['project', projectId], predicate: (q) => q.queryKey[2] !== 'git' });

/**
 * The project's Git status. Only one caller should poll (the header's trigger): every polling
 * observer keeps its own timer, so the version badges read the same cache with `poll: false`.
 */
export function useGitStatus(projectId: string, { enabled = true, poll = true } = {}) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: gitStatusKey(projectId),
    queryFn: async () => {
      const before = queryClient.getQueryData<GitStatusResponse>(gitStatusKey(projectId));
      const status = await getGitStatus(projectId);
      // A version imported from Git is new to the files, versions and preview here: read them again.
      const known = before?.connection?.versions ?? {};
      const imported = Object.entries(status.connection?.versions ?? {}).some(
        ([id, version]) => version.state === 'imported' && !(id in known),
      );
      if (before?.connection && imported) void rereadProject(queryClient, projectId);
      return status;
    },
    enabled,
    // Without polling, a fresh read on every mount is not needed either (each version item mounts one).
    staleTime: poll ? 0 : 10_000,
    // Unconnected projects are not polled: connecting happens here, and answers with the new state.
    refetchInterval: (query) => {
      const connection = query.state.data?.connection;
      if (!poll || !connection) return false;
      return connection.state === 'syncing' ? 3_000 : 15_000;
    },
  });
}

/** The files of the conflict with that commit of theirs: a newer one there is a new conflict. */
export function useGitConflict(projectId: string, theirsCommit: string) {
  return useQuery({
    queryKey: [...gitStatusKey(projectId), 'conflict', theirsCommit],
    queryFn: () => getGitConflict(projectId),
  });
}

/** After a change: the status at once from the answer, then the status and the versions re-read. */
function useSettle(projectId: string) {
  const queryClient = useQueryClient();
  return (connection: GitConnectionView | null) => {
    queryClient.setQueryData<GitStatusResponse>(gitStatusKey(projectId), (old) => old && { ...old, connection });
    return queryClient.invalidateQueries({
      queryKey: ['project', projectId],
      predicate: (q) => q.queryKey[2] === 'git' || q.queryKey[2] === 'versions',
    });
  };
}

export function useGitConnect(projectId: string) {
  const settle = useSettle(projectId);
  return useMutation({
    mutationFn: (input: GitConnectInput) => connectGit(projectId, input),
    onSuccess: ({ connection }) => {
      notify.success(gitTexts.connected);
      return settle(connection);
    },
  });
}

export function useGitSync(projectId: string) {
  const settle = useSettle(projectId);
  return useMutation({
    mutationFn: () => syncGit(projectId),
    onSuccess: ({ connection }) => {
      notify.success(gitTexts.syncQueued);
      return settle(connection);
    },
    onError: (error) => notify.error('Sync failed', error.message),
  });
}

export function useGitDisconnect(projectId: string) {
  const settle = useSettle(projectId);
  return useMutation({
    mutationFn: () => disconnectGit(projectId),
    onSuccess: () => {
      notify.success(gitTexts.disconnected);
      return settle(null);
    },
    onError: (error) => notify.error('Disconnect failed', error.message),
  });
}

export function useGitResolve(projectId: string) {
  const queryClient = useQueryClient();
  const settle = useSettle(projectId);
  return useMutation({
    mutationFn: (choice: GitResolveChoice) => resolveGit(projectId, choice),
    onSuccess: ({ connection }, choice) => {
      notify.success(gitTexts.resolved[choice]);
      // "Take theirs" replaced the project's files; the others may have added a version.
      void rereadProject(queryClient, projectId);
      return settle(connection);
    },
    onError: (error) => notify.error('Could not resolve the conflict', error.message),
  });
}
