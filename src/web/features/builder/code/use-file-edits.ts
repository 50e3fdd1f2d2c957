import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { codeEditorTexts } from '../../../../shared/code-editor-texts';
import { notify } from '../../../components/ui/toaster';
import { api, unwrap } from '../../../lib/api';
import type { BuilderFile } from '../session/builder-session';

interface FilesData {
  files: BuilderFile[];
}

const byPath = (a: BuilderFile, b: BuilderFile) => a.filePath.localeCompare(b.filePath);

/** The file list as the server now has it, at once, before the re-read of everything else. */
function putInList(queryClient: QueryClient, projectId: string, id: string, file: BuilderFile | null) {
  queryClient.setQueriesData<FilesData>(
    { queryKey: ['project', projectId], predicate: (query) => query.queryKey[3] === 'files' },
    (data) => {
      if (!data) return data;
      const others = data.files.filter((f) => f.id !== id);
      return { files: (file ? [...others, file] : others).sort(byPath) };
    },
  );
}

// New file and Rename show their refusals in their dialog; the others as a toast.
const failed = (error: Error) => notify.error(codeEditorTexts.failed, error.message);

/**
 * The owner's hand edits. Each one the server takes is a new version: the files, the versions and
 * the preview (which builds the new files) are read again.
 */
export function useFileEdits(projectId: string) {
  const queryClient = useQueryClient();
  const done = (id: string, file: BuilderFile | null) => {
    putInList(queryClient, projectId, id, file);
    // Not waited for: the preview's rebuild shows in the preview, not as a Save that stays busy.
    void queryClient.invalidateQueries({
      queryKey: ['project', projectId],
      predicate: (query) => query.queryKey[2] !== 'dependencies',
    });
  };
  const files = api.projects[':projectId'].files;

  const save = useMutation({
    mutationFn: ({ file, content }: { file: BuilderFile; content: string }) =>
      unwrap(
        files[':fileId'].$put({
          param: { projectId, fileId: file.id },
          json: { content, baseUpdatedAt: file.updatedAt },
        }),
      ),
    onSuccess: ({ file, version }) => {
      const saved = version ? codeEditorTexts.saved(file.filePath, version.number) : null;
      if (saved) notify.success(saved.title, saved.description);
      else notify.info(codeEditorTexts.unchanged);
      done(file.id, file);
    },
    onError: failed,
  });

  const create = useMutation({
    mutationFn: (filePath: string) => unwrap(files.$post({ param: { projectId }, json: { filePath } })),
    onSuccess: ({ file }) => {
      notify.success(codeEditorTexts.created(file.filePath));
      done(file.id, file);
    },
  });

  const rename = useMutation({
    mutationFn: ({ file, filePath }: { file: BuilderFile; filePath: string }) =>
      unwrap(files[':fileId'].rename.$post({ param: { projectId, fileId: file.id }, json: { filePath } })),
    onSuccess: ({ file }) => {
      notify.success(codeEditorTexts.renamed(file.filePath));
      done(file.id, file);
    },
  });

  const remove = useMutation({
    mutationFn: (file: BuilderFile) => unwrap(files[':fileId'].$delete({ param: { projectId, fileId: file.id } })),
    onSuccess: (_result, file) => {
      notify.success(codeEditorTexts.removed(file.filePath));
      done(file.id, null);
    },
    onError: failed,
  });

  return { save, create, rename, remove };
}
export type FileEdits = ReturnType<typeof useFileEdits>;
