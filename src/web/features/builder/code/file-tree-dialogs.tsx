import { codeEditorTexts } from '../../../../shared/code-editor-texts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { BuilderFile } from '../session/builder-session';
import { FilePathDialog } from './file-path-dialog';
import type { FileEdits } from './use-file-edits';

/** Which file action is being asked about. */
export type FileDialog = { kind: 'new'; folder: string } | { kind: 'rename' | 'delete'; file: BuilderFile } | null;

/** The dialogs behind the tree's New file, Rename and Delete; each closes once the server has taken the change. */
export function FileTreeDialogs({
  dialog,
  edits,
  onClose,
  onCreated,
  onDeleted,
}: {
  dialog: FileDialog;
  edits: FileEdits;
  onClose: () => void;
  onCreated: (file: BuilderFile) => void;
  onDeleted: (file: BuilderFile) => void;
}) {
  if (!dialog) return null;
  const close = () => {
    edits.create.reset();
    edits.rename.reset();
    onClose();
  };
  if (dialog.kind === 'new') {
    return (
      <FilePathDialog
        title={codeEditorTexts.newFile}
        description={codeEditorTexts.newFileDescription}
        initialPath={dialog.folder ? `${dialog.folder}/` : 'src/'}
        action={codeEditorTexts.create}
        pending={edits.create.isPending}
        error={edits.create.error?.message ?? null}
        onSubmit={(path) =>
          edits.create.mutate(path, {
            onSuccess: ({ file }) => {
              close();
              onCreated(file);
            },
          })
        }
        onClose={close}
      />
    );
  }
  const { file } = dialog;
  if (dialog.kind === 'rename') {
    return (
      <FilePathDialog
        title={codeEditorTexts.renameTitle(file.filePath)}
        description={codeEditorTexts.renameDescription}
        initialPath={file.filePath}
        action={codeEditorTexts.rename}
        pending={edits.rename.isPending}
        error={edits.rename.error?.message ?? null}
        onSubmit={(filePath) => edits.rename.mutate({ file, filePath }, { onSuccess: close })}
        onClose={close}
      />
    );
  }
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && close()}
      title={codeEditorTexts.removeTitle(file.filePath)}
      body={codeEditorTexts.removeBody}
      action={codeEditorTexts.remove}
      cancel={codeEditorTexts.cancel}
      pending={edits.remove.isPending}
      onConfirm={() =>
        edits.remove.mutate(file, {
          onSuccess: () => {
            close();
            onDeleted(file);
          },
        })
      }
    />
  );
}
