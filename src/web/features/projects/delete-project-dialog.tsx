import { projectActionTexts } from '../../../shared/project-actions';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { type ProjectRef, useDeleteProject } from './use-project-actions';

/** Asks before deleting, naming the project; Cancel has the focus, so Enter never deletes by accident. */
export function DeleteProjectDialog({
  project,
  open,
  onOpenChange,
  onDeleted,
}: {
  project: ProjectRef;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: (project: ProjectRef) => void;
}) {
  const remove = useDeleteProject((deleted) => {
    onOpenChange(false);
    onDeleted?.(deleted);
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !remove.isPending && onOpenChange(next)}
      title={projectActionTexts.deleteTitle(project.name)}
      body={projectActionTexts.deleteBody}
      action={remove.isPending ? projectActionTexts.deleting : projectActionTexts.deleteConfirm}
      cancel={projectActionTexts.cancel}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(project)}
    />
  );
}
