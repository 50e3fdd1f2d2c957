import { Loader2Icon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { projectActionTexts } from '../../../shared/project-actions';
import { projectLimits } from '../../../shared/projects';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { Input, Label } from '../../components/ui/input';
import { type ProjectRef, useRenameProject } from './use-project-actions';

/** A new name for a project; as in the builder, an empty or unchanged name is ignored. */
export function RenameProjectDialog({
  project,
  open,
  onOpenChange,
}: {
  project: ProjectRef;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const fieldId = useId();
  const [draft, setDraft] = useState(project.name);
  const rename = useRenameProject();
  // Each opening starts from the current name.
  useEffect(() => {
    if (open) setDraft(project.name);
  }, [open, project.name]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = draft.trim();
    if (!name || name === project.name) return onOpenChange(false);
    rename.mutate({ id: project.id, name }, { onSuccess: () => onOpenChange(false) });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={projectActionTexts.renameTitle}>
        <form onSubmit={submit} className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={fieldId}>{projectActionTexts.renameLabel}</Label>
            <Input
              id={fieldId}
              value={draft}
              maxLength={projectLimits.nameMaxLength}
              onChange={(event) => setDraft(event.target.value)}
              onFocus={(event) => event.target.select()}
            />
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">{projectActionTexts.cancel}</Button>
            </DialogClose>
            <Button type="submit" disabled={rename.isPending}>
              {rename.isPending ? <Loader2Icon aria-hidden className="animate-spin" /> : null}
              {rename.isPending ? projectActionTexts.saving : projectActionTexts.save}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
