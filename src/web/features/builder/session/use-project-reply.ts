import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { builderToasts } from '../../../../shared/builder-texts';
import { fileTypeOf } from '../../../../shared/file-edits/paths';
import { notify } from '../../../components/ui/toaster';
import { ApiRequestError, api, unwrap } from '../../../lib/api';
import { takeFirstMessage } from '../../projects/first-message';
import { afterPreviewShows } from './after-preview-shows';
import type { BuilderFile, BuilderMessage, BuilderProject, BuilderSession } from './builder-session';
import { toBuilderProject } from './to-builder-project';
import { modelStatusKey } from './use-model-status';
import type { PreviewInfo } from './use-preview';
import { useRunStream } from './use-run-stream';

interface MessagesData {
  messages: BuilderMessage[];
}
interface FilesData {
  files: BuilderFile[];
}

export interface ReplyKeys {
  base: readonly unknown[];
  projectKey: readonly unknown[];
  messagesKey: readonly unknown[];
  filesKey: readonly unknown[];
  previewKey: readonly unknown[];
}

/**
 * Sending a message and following the reply: the message shows at once, the reply's text and
 * files stream in while it is written, and a failed or cut-off reply can be retried.
 */
export function useProjectReply(projectId: string, project: BuilderProject | undefined, keys: ReplyKeys) {
  const queryClient = useQueryClient();
  const { base, projectKey, messagesKey, filesKey, previewKey } = keys;
  const param = useMemo(() => ({ projectId }), [projectId]);
  const runKey = useMemo(() => [...base, 'run'], [base]);
  const runQuery = useQuery({
    queryKey: runKey,
    queryFn: () => unwrap(api.projects[':projectId'].generation.$get({ param })),
    enabled: Boolean(project),
  });

  // The run this tab started, until the server's own answer says which run is going.
  const [startedRunId, setStartedRunId] = useState<string | null>(null);
  const latestRun = runQuery.data?.run ?? null;
  const liveRunId = startedRunId ?? (latestRun?.status === 'running' ? latestRun.id : null);
  const live = useRunStream(projectId, liveRunId, {
    onFile(path, content) {
      queryClient.setQueryData<FilesData>(filesKey, (data) => {
        const files = (data?.files ?? []).filter((f) => f.filePath !== path);
        if (content === null) return { files };
        const before = data?.files.find((f) => f.filePath === path);
        const file = before
          ? { ...before, content }
          : { id: `live:${path}`, filePath: path, content, fileType: fileTypeOf(path), isFrozen: false };
        return { files: [...files, file].sort((a, b) => a.filePath.localeCompare(b.filePath)) };
      });
    },
    onDone(done) {
      setStartedRunId(null);
      const readAgain = () => {
        // Project, messages, files, versions and the run all changed: read them again.
        void queryClient.invalidateQueries({ queryKey: ['project', projectId] });
        void queryClient.invalidateQueries({ queryKey: ['usage'] });
        // A reply that failed for a refused key or an unknown model marks its model in the picker.
        void queryClient.invalidateQueries({ queryKey: modelStatusKey });
      };
      const saved = done?.assistantMessage;
      if (saved) {
        queryClient.setQueryData<MessagesData>(messagesKey, (data) =>
          data ? { messages: data.messages.map((m) => (m.id === saved.id ? saved : m)) } : data,
        );
      }
      // The reply's own build goes in the frame at once; the rest is read once the frame shows it.
      const origin = queryClient.getQueryData<PreviewInfo>(previewKey)?.origin;
      const built = done?.builtPreview;
      if (!built || !origin) return readAgain();
      queryClient.setQueryData<PreviewInfo>(previewKey, (info) =>
        info ? { ...info, build: { ...built, status: 'ok', problems: [] }, shownBuildId: built.id } : info,
      );
      afterPreviewShows(origin, readAgain);
    },
  });

  const started = useCallback(
    (
      result: { userMessage: BuilderMessage; assistantMessage: BuilderMessage; run: { id: string }; project: unknown },
      dropId?: string,
    ) => {
      setStartedRunId(result.run.id);
      queryClient.setQueryData<MessagesData>(messagesKey, (data) => {
        const kept = (data?.messages ?? []).filter(
          (m) => m.id !== dropId && m.id !== result.userMessage.id && m.id !== result.assistantMessage.id,
        );
        return { messages: [...kept, result.userMessage, result.assistantMessage] };
      });
      queryClient.setQueryData(projectKey, toBuilderProject(result.project as Parameters<typeof toBuilderProject>[0]));
    },
    [queryClient, messagesKey, projectKey],
  );

  const send = useCallback<BuilderSession['send']>(
    async (input) => {
      const optimisticId = `pending-${Date.now()}`;
      // The sender sees their message at once; the server's copy replaces it.
      queryClient.setQueryData<MessagesData>(messagesKey, (data) => {
        const messages = data?.messages ?? [];
        const order = messages.reduce((max, m) => Math.max(max, m.order), 0) + 1;
        const createdAt = new Date().toISOString();
        return {
          messages: [...messages, { id: optimisticId, role: 'user', content: input.content, order, createdAt }],
        };
      });
      try {
        // A new project's prompt was sent with the project: its request is followed, not repeated.
        const request =
          takeFirstMessage(projectId, input.content) ??
          unwrap(api.projects[':projectId'].messages.$post({ param, json: input }));
        started(await request, optimisticId);
      } catch (error) {
        queryClient.setQueryData<MessagesData>(messagesKey, (data) => ({
          messages: (data?.messages ?? []).filter((m) => m.id !== optimisticId),
        }));
        // A refusal the user can act on (too long, allowance spent, busy) says why.
        const refusal = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
        const toast = refusal ? { ...builderToasts.sendFailed, description: error.message } : builderToasts.sendFailed;
        notify.error(toast.title, toast.description);
        throw error;
      }
    },
    [queryClient, messagesKey, param, projectId, started],
  );

  const run = latestRun;
  const retryable = Boolean(project?.canEdit && run && (run.status === 'failed' || run.status === 'interrupted'));
  const retry = useCallback(async () => {
    if (!run) return;
    try {
      started(
        await unwrap(
          api.projects[':projectId'].generation[':runId'].retry.$post({ param: { projectId, runId: run.id } }),
        ),
      );
    } catch (error) {
      notify.error(builderToasts.sendFailed.title, error instanceof Error ? error.message : undefined);
      void queryClient.invalidateQueries({ queryKey: runKey });
    }
  }, [run, projectId, started, queryClient, runKey]);

  const stop = useCallback(async () => {
    if (!liveRunId) return;
    try {
      await unwrap(
        api.projects[':projectId'].generation[':runId'].stop.$post({ param: { projectId, runId: liveRunId } }),
      );
    } catch (error) {
      // The reply ended on its own meanwhile: its `done` arrives anyway.
      if (!(error instanceof ApiRequestError && error.status === 409)) {
        notify.error(builderToasts.sendFailed.title, error instanceof Error ? error.message : undefined);
      }
    }
  }, [liveRunId, projectId]);

  return { send, live, retry, stop, retryableMessageId: retryable ? (run?.assistantMessageId ?? null) : null };
}
