import { Loader2Icon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { generalTexts } from '../../../shared/workspace-texts';
import { can, workspaceLimits, workspaceNameSchema } from '../../../shared/workspaces';
import { Button } from '../../components/ui/button';
import { FieldError, Input, Label } from '../../components/ui/input';
import { SettingsCard } from '../../components/ui/settings-card';
import { useRenameWorkspace } from './use-workspace-actions';
import type { WorkspaceDetail } from './use-workspaces';

/** The workspace's name: a field and Save for admins, the name as text for everyone else. */
export function RenameForm({ workspace }: { workspace: WorkspaceDetail }) {
  const [name, setName] = useState(workspace.name);
  const [error, setError] = useState<string>();
  const fieldId = useId();
  const errorId = useId();
  const rename = useRenameWorkspace(workspace.id);
  const allowed = can(workspace.role, 'members');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = workspaceNameSchema.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    rename.mutate(parsed.data);
  };

  return (
    <SettingsCard
      title={generalTexts.nameHeading}
      description={allowed ? generalTexts.nameDescription : generalTexts.nameReadOnly}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor={fieldId}>{generalTexts.nameLabel}</Label>
          <Input
            id={fieldId}
            value={name}
            maxLength={workspaceLimits.nameMax}
            readOnly={!allowed}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        {allowed && (
          <Button type="submit" disabled={rename.isPending || name.trim() === workspace.name}>
            {rename.isPending ? <Loader2Icon aria-hidden className="animate-spin" /> : null}
            {rename.isPending ? generalTexts.saving : generalTexts.save}
          </Button>
        )}
      </form>
      <div className="mt-2">
        <FieldError id={errorId} message={error} />
      </div>
    </SettingsCard>
  );
}
