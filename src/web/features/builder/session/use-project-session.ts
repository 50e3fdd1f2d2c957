import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { builderToasts } from '../../../../shared/builder-texts';
import { visibilityOptions } from '../../../../shared/projects';
import { notify } from '../../../components/ui/toaster';
import { ApiRequestError, api, unwrap } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import type { BuilderFile, BuilderMessage, BuilderProject, BuilderSession } from './builder-session';
import { toBuilderProject } from './to-builder-project';
import { useCollaboration } from './use-collaboration';
import { usePreviewInfo } from './use-preview';
import { useProjectReply } from './use-project-reply';
import type { LiveRun } from './use-run-stream';

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
  const auth = useSession();
  const viewer = auth.data?.user.id ?? 'anonymous';
  const keys = useMemo(() => {
    const base = ['project', projectId, viewer];
    return {
      base,
      projectKey: [...base, 'details'],
      messagesKey: [...base, 'messages'],
      filesKey: [...base, 'files'],
      previewKey: [...base, 'preview'],
      param: { projectId },
    };
  }, [projectId, viewer]);
  const { projectKey, messagesKey, filesKey, previewKey, param } = keys;
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
  const reply = useProjectReply(projectId, projectQuery.data, keys);
  const collaboration = useCollaboration(projectId, Boolean(projectQuery.data?.isMember), keys.base);
  const previewQuery = usePreviewInfo(projectId, previewKey, enabled && Boolean(projectQuery.data));
  const { data: previewData, refetch: refetchPreview } = previewQuery;
  const preview = useMemo(
    () =>
      previewData
        ? {
            ...previewData,
            refresh: async () => {
              await refetchPreview();
            },
          }
        : null,
    [previewData, refetchPreview],
  );

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
      if (!currentProject()?.canEdit) {
        toast(builderToasts.accessDenied);
        throw new ApiRequestError(403, 'access_denied', builderToasts.accessDenied.description);
      }
      try {
        setProject(toBuilderProject(await unwrap(api.projects[':projectId'].$patch({ param, json: { visibility } }))));
        // A live app made secret or private moves to a link of its own (and back when public).
        void queryClient.invalidateQueries({ queryKey: ['project', projectId, 'deployments'] });
      } catch (error) {
        const code = error instanceof ApiRequestError ? error.code : '';
        // A plan that does not include private projects says so (and how to get one).
        if (code === 'plan_required')
          toast({ ...builderToasts.visibilityFailed, description: (error as Error).message });
        else toast(code === 'access_denied' ? builderToasts.accessDenied : builderToasts.visibilityFailed);
        throw error;
      }
      const option = visibilityOptions.find((o) => o.value === visibility);
      const done = builderToasts.visibilityUpdated(option?.label ?? visibility, option?.description ?? '');
      notify.success(done.title, done.description);
    },
    [param, setProject, currentProject, queryClient, projectId],
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
      if (!before.canEdit) return; // a viewer's choices stay in their own tab
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
  const messages = useLiveMessages(messagesQuery.data?.messages, reply.live);
  const files = filesQuery.data?.files;
  const session = useMemo<BuilderSession | null>(
    () =>
      project && messages && files
        ? {
            isDemo: false,
            project,
            messages,
            files,
            replyPending: reply.live !== null,
            buildProgress: reply.live?.percent ?? null,
            buildStep: reply.live?.step ?? null,
            retryableMessageId: reply.retryableMessageId,
            retry: reply.retry,
            stop: reply.stop,
            collaboration,
            preview,
            rename,
            setVisibility,
            send: reply.send,
            setFrozen,
            saveChatSettings,
          }
        : null,
    [project, messages, files, reply, collaboration, preview, rename, setVisibility, setFrozen, saveChatSettings],
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

/**
 * While a reply is written, its message shows the text so far (and is left out while still
 * empty, so the typing indicator stands in for it).
 */
function useLiveMessages(messages: BuilderMessage[] | undefined, live: LiveRun | null) {
  return useMemo(() => {
    if (!messages || !live) return messages;
    const last = messages.at(-1);
    if (last?.role !== 'assistant') return messages;
    const rest = messages.slice(0, -1);
    return live.text || live.actions.length
      ? [...rest, { ...last, content: live.text, steps: live.actions, running: true, working: live.step }]
      : rest;
  }, [messages, live]);
}
