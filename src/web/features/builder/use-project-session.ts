import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { builderToasts } from '../../../shared/builder-texts';
import { visibilityOptions } from '../../../shared/projects';
import { notify } from '../../components/ui/toaster';
import { ApiRequestError, api, unwrap } from '../../lib/api';
import { authClient } from '../../lib/auth-client';
import type { BuilderFile, BuilderMessage, BuilderProject, BuilderSession } from './builder-session';
import { toBuilderProject } from './to-builder-project';

interface MessagesData {
  messages: BuilderMessage[];
}
interface FilesData {
  files: BuilderFile[];
}

// A 4xx (not found, no access) will not change on a retry; a network hiccup might.
const retryUnlessClientError = (count: number, error: unknown) =>
  count < 1 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500);

const toast = (t: { title: string; description?: string }) => notify.error(t.title, t.description);

export type ProjectSessionState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; session: BuilderSession };

/**
 * A real project from the server. The viewer is part of the query key, so signing in or out
 * while the builder is open reloads the project as the new viewer (owner or not).
 */
export function useProjectSession(projectId: string): ProjectSessionState {
  const queryClient = useQueryClient();
  const auth = authClient.useSession();
  const viewer = auth.data?.user.id ?? 'anonymous';
  const { projectKey, messagesKey, filesKey, param } = useMemo(() => {
    const base = ['project', projectId, viewer];
    return {
      projectKey: [...base, 'details'],
      messagesKey: [...base, 'messages'],
      filesKey: [...base, 'files'],
      param: { projectId },
    };
  }, [projectId, viewer]);
  const enabled = !auth.isPending;

  const projectQuery = useQuery({
    queryKey: projectKey,
    queryFn: async () => toBuilderProject(await unwrap(api.projects[':projectId'].$get({ param }))),
    enabled,
    retry: retryUnlessClientError,
  });
  const messagesQuery = useQuery({
    queryKey: messagesKey,
    queryFn: (): Promise<MessagesData> => unwrap(api.projects[':projectId'].messages.$get({ param })),
    enabled,
    retry: retryUnlessClientError,
  });
  const filesQuery = useQuery({
    queryKey: filesKey,
    queryFn: (): Promise<FilesData> => unwrap(api.projects[':projectId'].files.$get({ param })),
    enabled,
    retry: retryUnlessClientError,
  });
  const [replyPending, setReplyPending] = useState(false);

  const setProject = useCallback(
    (project: BuilderProject) => queryClient.setQueryData(projectKey, project),
    [queryClient, projectKey],
  );
  const currentProject = useCallback(
    () => queryClient.getQueryData<BuilderProject>(projectKey),
    [queryClient, projectKey],
  );

  const rename = useCallback<BuilderSession['rename']>(
    async (name) => {
      try {
        setProject(toBuilderProject(await unwrap(api.projects[':projectId'].$patch({ param, json: { name } }))));
      } catch (error) {
        toast(builderToasts.renameFailed);
        throw error;
      }
    },
    [param, setProject],
  );

  const setVisibility = useCallback<BuilderSession['setVisibility']>(
    async (visibility) => {
      if (!currentProject()?.isOwner) {
        toast(builderToasts.accessDenied);
        throw new ApiRequestError(403, 'access_denied', builderToasts.accessDenied.description);
      }
      try {
        setProject(toBuilderProject(await unwrap(api.projects[':projectId'].$patch({ param, json: { visibility } }))));
      } catch (error) {
        const denied = error instanceof ApiRequestError && error.status === 403;
        toast(denied ? builderToasts.accessDenied : builderToasts.visibilityFailed);
        throw error;
      }
      const option = visibilityOptions.find((o) => o.value === visibility);
      const done = builderToasts.visibilityUpdated(option?.label ?? visibility, option?.description ?? '');
      notify.success(done.title, done.description);
    },
    [param, setProject, currentProject],
  );

  const send = useCallback<BuilderSession['send']>(
    async (input) => {
      const optimisticId = `pending-${Date.now()}`;
      const withoutOptimistic = (data?: MessagesData) => (data?.messages ?? []).filter((m) => m.id !== optimisticId);
      // The sender sees their message at once; the server's copy replaces it when the reply comes.
      queryClient.setQueryData<MessagesData>(messagesKey, (data) => {
        const messages = data?.messages ?? [];
        const order = messages.reduce((max, m) => Math.max(max, m.order), 0) + 1;
        const optimistic: BuilderMessage = {
          id: optimisticId,
          role: 'user',
          content: input.content,
          order,
          createdAt: new Date().toISOString(),
        };
        return { messages: [...messages, optimistic] };
      });
      setReplyPending(true);
      try {
        const result = await unwrap(api.projects[':projectId'].messages.$post({ param, json: input }));
        queryClient.setQueryData<MessagesData>(messagesKey, (data) => ({
          messages: [...withoutOptimistic(data), result.userMessage, result.assistantMessage],
        }));
        setProject(toBuilderProject(result.project));
        // The reply may have written files.
        void queryClient.invalidateQueries({ queryKey: filesKey });
      } catch (error) {
        queryClient.setQueryData<MessagesData>(messagesKey, (data) => ({ messages: withoutOptimistic(data) }));
        // A refusal the user can act on (too long, allowance spent) says why; anything else is generic.
        const refusal = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
        toast(refusal ? { ...builderToasts.sendFailed, description: error.message } : builderToasts.sendFailed);
        throw error;
      } finally {
        setReplyPending(false);
      }
    },
    [queryClient, messagesKey, filesKey, param, setProject],
  );

  const setFrozen = useCallback<BuilderSession['setFrozen']>(
    async (target, isFrozen) => {
      try {
        if (target === 'all') {
          const result = await unwrap(api.projects[':projectId'].files.freeze.$post({ param, json: { isFrozen } }));
          queryClient.setQueryData<FilesData>(filesKey, result);
        } else {
          const file = await unwrap(
            api.projects[':projectId'].files[':fileId'].$patch({
              param: { projectId, fileId: target.fileId },
              json: { isFrozen },
            }),
          );
          queryClient.setQueryData<FilesData>(filesKey, (data) => ({
            files: (data?.files ?? []).map((f) => (f.id === file.id ? file : f)),
          }));
        }
      } catch (error) {
        toast(builderToasts.freezeFailed);
        throw error;
      }
    },
    [queryClient, filesKey, param, projectId],
  );

  const saveChatSettings = useCallback<BuilderSession['saveChatSettings']>(
    async (settings) => {
      const before = currentProject();
      if (!before) return;
      // The pickers answer at once; a failed save puts them back.
      setProject({ ...before, ...settings });
      if (!before.isOwner) return; // a viewer's choices stay in their own tab
      try {
        setProject(toBuilderProject(await unwrap(api.projects[':projectId'].$patch({ param, json: settings }))));
      } catch (error) {
        setProject(before);
        toast(builderToasts.chatSettingsFailed);
        throw error;
      }
    },
    [param, setProject, currentProject],
  );

  const project = projectQuery.data;
  const messages = messagesQuery.data?.messages;
  const files = filesQuery.data?.files;
  const session = useMemo<BuilderSession | null>(
    () =>
      project && messages && files
        ? {
            isDemo: false,
            project,
            messages,
            files,
            replyPending,
            // Real builds report progress with the preview work; until then there is none to show.
            buildProgress: null,
            rename,
            setVisibility,
            send,
            setFrozen,
            saveChatSettings,
          }
        : null,
    [project, messages, files, replyPending, rename, setVisibility, send, setFrozen, saveChatSettings],
  );

  const error = projectQuery.error ?? messagesQuery.error ?? filesQuery.error;
  if (error) {
    return error instanceof ApiRequestError && error.status === 404
      ? { status: 'not-found' }
      : { status: 'error', error };
  }
  if (session) return { status: 'ready', session };
  return { status: 'loading' };
}
