import { EyeIcon, LockIcon, LockOpenIcon, Settings2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { aiControlsTexts, chatTexts } from '../../../../shared/builder-chat-texts';
import { projectLimits } from '../../../../shared/projects';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { Label, Textarea } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { FileKindIcon } from '../code/file-kind-icon';
import type { BuilderSession } from '../session/builder-session';
import { type FreezeDraft, freezeChanges, freezeDraftOf } from './freeze-changes';

/**
 * Custom instructions and frozen files. Choices stay in the dialog until Save Changes; Cancel
 * (or closing) drops them, and the next opening starts again from what is saved.
 */
export function AiControlsDialog({ session }: { session: BuilderSession }) {
  const { project, files } = session;
  const canEdit = project.canEdit;
  const [open, setOpen] = useState(false);
  const id = useId();
  const [instructions, setInstructions] = useState('');
  const [draft, setDraft] = useState<FreezeDraft>({});
  const [saving, setSaving] = useState(false);

  const onOpenChange = (next: boolean) => {
    if (saving) return;
    if (next) {
      setInstructions(project.customInstructions);
      setDraft(freezeDraftOf(files));
    }
    setOpen(next);
  };

  const frozen = (fileId: string, fallback: boolean) => draft[fileId] ?? fallback;
  const setAll = (isFrozen: boolean) => setDraft(Object.fromEntries(files.map((f) => [f.id, isFrozen])));

  const save = async () => {
    setSaving(true);
    try {
      if (instructions !== project.customInstructions) {
        await session.saveChatSettings({ customInstructions: instructions });
      }
      for (const change of freezeChanges(files, draft)) await session.setFrozen(change.target, change.isFrozen);
      setOpen(false);
    } catch {
      // The session has shown the spec's toast; the dialog keeps the choices for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="shrink-0">
          <Settings2Icon aria-hidden />
          {aiControlsTexts.open}
        </Button>
      </DialogTrigger>
      <DialogContent title={aiControlsTexts.title} description={aiControlsTexts.description} className="max-w-lg">
        <div className="space-y-6">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-instructions`}>{aiControlsTexts.instructionsLabel}</Label>
            <Textarea
              id={`${id}-instructions`}
              value={instructions}
              onChange={(e) => setInstructions(e.target.value)}
              placeholder={aiControlsTexts.instructionsPlaceholder}
              maxLength={projectLimits.customInstructionsMaxLength}
              readOnly={!canEdit}
              aria-describedby={`${id}-instructions-hint`}
              className="min-h-28"
            />
            <p id={`${id}-instructions-hint`} className="text-xs text-slate-500">
              {aiControlsTexts.instructionsHint}
            </p>
          </div>

          <section aria-labelledby={`${id}-freeze`} className="space-y-2">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <div>
                <h3 id={`${id}-freeze`} className="text-sm font-medium text-slate-800">
                  {aiControlsTexts.freezeTitle}
                </h3>
                <p className="text-xs text-slate-500">{aiControlsTexts.freezeHint}</p>
              </div>
              {canEdit && files.length > 0 ? (
                <div className="flex gap-1.5">
                  <Button variant="outline" size="sm" className="h-7 px-2 text-xs" onClick={() => setAll(true)}>
                    <LockIcon aria-hidden />
                    {aiControlsTexts.freezeAll}
                  </Button>
                  <Button variant="outline" size="sm" className="h-7 px-2 text-xs" onClick={() => setAll(false)}>
                    <LockOpenIcon aria-hidden />
                    {aiControlsTexts.unfreezeAll}
                  </Button>
                </div>
              ) : null}
            </div>
            {files.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center text-sm text-slate-500">
                {aiControlsTexts.noFiles}
              </p>
            ) : (
              <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-200">
                {[...files]
                  .sort((a, b) => a.filePath.localeCompare(b.filePath))
                  .map((file) => {
                    const isFrozen = frozen(file.id, file.isFrozen);
                    return (
                      <li key={file.id} className="flex items-center gap-2.5 px-3 py-2">
                        <FileKindIcon path={file.filePath} />
                        <span
                          className="min-w-0 flex-1 truncate font-mono text-xs text-slate-700"
                          title={file.filePath}
                        >
                          {file.filePath}
                        </span>
                        <button
                          type="button"
                          aria-label={aiControlsTexts.freezeFile(file.filePath)}
                          aria-pressed={isFrozen}
                          disabled={!canEdit}
                          onClick={() => setDraft((d) => ({ ...d, [file.id]: !isFrozen }))}
                          className={cn(
                            'inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-lg transition disabled:cursor-not-allowed disabled:opacity-60',
                            isFrozen
                              ? 'bg-amber-100 text-amber-700 hover:bg-amber-200'
                              : 'text-slate-400 hover:bg-slate-100 hover:text-slate-700',
                          )}
                        >
                          {isFrozen ? (
                            <LockIcon className="size-4" aria-hidden />
                          ) : (
                            <LockOpenIcon className="size-4" aria-hidden />
                          )}
                        </button>
                      </li>
                    );
                  })}
              </ul>
            )}
          </section>

          <div className="flex flex-wrap items-center justify-end gap-2">
            {canEdit ? (
              <>
                <DialogClose asChild>
                  <Button variant="outline" disabled={saving}>
                    {aiControlsTexts.cancel}
                  </Button>
                </DialogClose>
                <Button onClick={save} disabled={saving}>
                  {saving ? aiControlsTexts.saving : aiControlsTexts.save}
                </Button>
              </>
            ) : (
              <>
                <p className="mr-auto inline-flex items-center gap-1.5 text-sm text-slate-500">
                  <EyeIcon className="size-4" aria-hidden />
                  {chatTexts.viewOnly}
                </p>
                <DialogClose asChild>
                  <Button variant="outline">{aiControlsTexts.close}</Button>
                </DialogClose>
              </>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
