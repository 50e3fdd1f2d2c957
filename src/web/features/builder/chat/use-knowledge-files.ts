import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  checkUpload,
  knowledgeLimits,
  knowledgeToasts,
  type UploadRejectionCode,
  uploadRejectionToast,
} from '../../../../shared/knowledge';
import { notify } from '../../../components/ui/toaster';
import { ApiRequestError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import type { BuilderSession } from '../session/builder-session';
import { deleteKnowledge, type KnowledgeFile, listKnowledge, uploadKnowledge } from './knowledge-api';

export interface PendingUpload {
  key: string;
  name: string;
  size: number;
}

const rejectionCodes: readonly string[] = ['too_large', 'unsupported_type', 'mismatched_content'];

type Toast = { title: string; description?: string };
const toastError = (t: Toast) => notify.error(t.title, t.description);
const toastSuccess = (t: Toast) => notify.success(t.title, t.description);

function toastServerRejection(rejection: { fileName: string; code: string; message: string }) {
  if (rejectionCodes.includes(rejection.code)) {
    toastError(uploadRejectionToast({ fileName: rejection.fileName, code: rejection.code as UploadRejectionCode }));
  } else {
    toastError(knowledgeToasts.uploadFailed(rejection.message));
  }
}

const inBatches = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

let nextKey = 0;

/** The project's knowledge files as chips: listed, uploaded (checked here first) and removed. */
export function useKnowledgeFiles(session: BuilderSession) {
  const { isDemo, project } = session;
  const projectId = project.id;
  const queryKey = ['knowledge', projectId];
  const queryClient = useQueryClient();
  const auth = useSession();
  const signedIn = Boolean(auth.data?.user);
  const list = useQuery({
    queryKey,
    queryFn: () => listKnowledge(projectId),
    enabled: !isDemo && project.canEdit && signedIn,
  });
  // The demo has no server: its chips live on this page only, like the demo's other changes.
  const [demoFiles, setDemoFiles] = useState<KnowledgeFile[]>([]);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [removing, setRemoving] = useState<string[]>([]);

  const setFiles = (change: (files: KnowledgeFile[]) => KnowledgeFile[]) =>
    queryClient.setQueryData<{ files: KnowledgeFile[] }>(queryKey, (old) => ({ files: change(old?.files ?? []) }));

  const upload = async (picked: File[]) => {
    // While the session is still loading the server decides (and answers 401 if need be).
    if (!isDemo && !auth.isPending && !signedIn) {
      toastError(knowledgeToasts.authRequired());
      return;
    }
    const accepted = picked.filter((file) => {
      const rejection = checkUpload(file);
      if (rejection) toastError(uploadRejectionToast(rejection));
      return !rejection;
    });
    if (accepted.length === 0) return;

    if (isDemo) {
      const now = new Date().toISOString();
      const added = accepted.map((file) => ({
        id: `demo-${++nextKey}`,
        fileName: file.name,
        fileSize: file.size,
        fileType: file.type,
        uploadStatus: 'uploaded',
        createdAt: now,
      }));
      setDemoFiles((files) => [...added, ...files]);
      for (const file of added) toastSuccess(knowledgeToasts.uploaded(file.fileName));
      return;
    }

    const entries = accepted.map((file) => ({ key: `upload-${++nextKey}`, name: file.name, size: file.size }));
    setPending((current) => [...current, ...entries]);
    try {
      // The server takes a bounded number of files per request; bigger picks go in turns.
      for (const batch of inBatches(accepted, knowledgeLimits.maxFilesPerUpload)) {
        const result = await uploadKnowledge(projectId, batch);
        setFiles((files) => [...result.uploaded, ...files]);
        for (const file of result.uploaded) toastSuccess(knowledgeToasts.uploaded(file.fileName));
        for (const rejection of result.rejected) toastServerRejection(rejection);
      }
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) toastError(knowledgeToasts.authRequired());
      else toastError(knowledgeToasts.uploadFailed(error instanceof Error ? error.message : undefined));
    } finally {
      const done = new Set(entries.map((e) => e.key));
      setPending((current) => current.filter((e) => !done.has(e.key)));
      void queryClient.invalidateQueries({ queryKey });
    }
  };

  const remove = async (file: KnowledgeFile) => {
    if (isDemo) {
      setDemoFiles((files) => files.filter((f) => f.id !== file.id));
      toastSuccess(knowledgeToasts.deleted());
      return;
    }
    setRemoving((ids) => [...ids, file.id]);
    try {
      await deleteKnowledge(projectId, file.id);
      setFiles((files) => files.filter((f) => f.id !== file.id));
      toastSuccess(knowledgeToasts.deleted());
    } catch (error) {
      toastError(knowledgeToasts.deleteFailed(error instanceof Error ? error.message : undefined));
    } finally {
      setRemoving((ids) => ids.filter((id) => id !== file.id));
    }
  };

  return { files: isDemo ? demoFiles : (list.data?.files ?? []), pending, removing, upload, remove };
}

export type KnowledgeFiles = ReturnType<typeof useKnowledgeFiles>;
