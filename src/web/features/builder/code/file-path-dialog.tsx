import { Loader2Icon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { codeEditorTexts } from '../../../../shared/code-editor-texts';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { FieldError, Input, Label } from '../../../components/ui/input';

/** Asks for a file's path (a new file, or a new name for one); the server's refusal shows under the field. */
export function FilePathDialog({
  title,
  description,
  initialPath,
  action,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  title: string;
  description: string;
  initialPath: string;
  action: string;
  pending: boolean;
  error: string | null;
  onSubmit: (path: string) => void;
  onClose: () => void;
}) {
  const [path, setPath] = useState(initialPath);
  const fieldId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (path.trim() && !pending) onSubmit(path.trim());
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title} description={description}>
        <form onSubmit={submit} className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={fieldId}>{codeEditorTexts.pathLabel}</Label>
            <Input
              id={fieldId}
              value={path}
              onChange={(event) => setPath(event.target.value)}
              autoFocus
              spellCheck={false}
              autoComplete="off"
              className="font-mono"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <FieldError id={errorId} message={error ?? undefined} />
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">{codeEditorTexts.cancel}</Button>
            </DialogClose>
            <Button type="submit" disabled={!path.trim() || pending}>
              {pending ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
              {action}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
