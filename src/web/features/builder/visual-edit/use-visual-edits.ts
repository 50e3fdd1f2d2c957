import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { visualEditTexts } from '../../../../shared/file-edits/visual-edit-texts';
import { type VisualChange, withStyle } from '../../../../shared/file-edits/visual-edits';
import { notify } from '../../../components/ui/toaster';
import { api, unwrap } from '../../../lib/api';
import type { SelectedElement, VisualSelect } from './use-visual-select';

/**
 * Saving visual edits: each one the server takes is a new version, after which the files, the
 * versions and the preview are read again (the preview then builds it). Undo restores the
 * version before the last edit.
 */
export function useVisualEdits(projectId: string, select: () => VisualSelect | null) {
  const queryClient = useQueryClient();
  const [undoVersionId, setUndoVersionId] = useState<string | null>(null);
  const reread = () => void queryClient.invalidateQueries({ queryKey: ['project', projectId] });

  const apply = useMutation({
    mutationFn: ({ element, change }: { element: SelectedElement; change: VisualChange }) =>
      unwrap(
        api.projects[':projectId']['visual-edits'].$post({
          param: { projectId },
          json: { filePath: element.filePath, line: element.line, column: element.column, change },
        }),
      ),
    onSuccess: (saved, { element, change }) => {
      if (saved.version) {
        const done = visualEditTexts.edited(saved.version.summary.replace(/^Visual edit: /, ''), saved.version.number);
        notify.success(done.title, done.description);
        setUndoVersionId(saved.undoVersionId);
      }
      const selection = select();
      if (change.kind === 'delete') selection?.clear();
      if (change.kind === 'text') selection?.update({ text: change.text });
      if (change.kind === 'style') {
        selection?.update({ className: withStyle(element.className, change.group, change.value) });
      }
      reread();
    },
    onError: (error) => notify.error(visualEditTexts.failed, error.message),
  });

  const undo = useMutation({
    mutationFn: (versionId: string) =>
      unwrap(api.projects[':projectId'].versions[':versionId'].restore.$post({ param: { projectId, versionId } })),
    onSuccess: (created) => {
      setUndoVersionId(null);
      notify.success(visualEditTexts.undone(created.number));
      reread();
    },
    onError: (error) => notify.error(visualEditTexts.failed, error.message),
  });

  return {
    apply: (element: SelectedElement, change: VisualChange) => apply.mutate({ element, change }),
    pending: apply.isPending || undo.isPending,
    canUndo: undoVersionId !== null,
    undo: () => undoVersionId && undo.mutate(undoVersionId),
  };
}
export type VisualEdits = ReturnType<typeof useVisualEdits>;
