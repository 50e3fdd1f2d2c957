import { Loader2Icon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { appDataTexts } from '../../../../shared/app-data-texts';
import { collectionNameSchema } from '../../../../shared/cloud/rules';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/input';
import { parseRecord } from './json-value';
import type { useDataMutations } from './use-app-data';

/**
 * Mounted when opened, so each time starts from the template.
 * A new record written as JSON, checked as it is typed: bad JSON, a list instead of an object
 * or a bad collection name are said before anything is sent; the server's refusals after.
 */
export function AddRecordDialog({
  open,
  onOpenChange,
  collection,
  template,
  add,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Fixed when adding to a collection on screen; typed when starting a new one. */
  collection: string | null;
  template: string;
  add: ReturnType<typeof useDataMutations>['add'];
  onAdded?: (collection: string) => void;
}) {
  const ids = { name: useId(), nameError: useId(), json: useId(), jsonError: useId() };
  const [name, setName] = useState(collection ?? '');
  const [json, setJson] = useState(template);
  const [errors, setErrors] = useState<{ name?: string; json?: string; server?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = collection ?? name.trim();
    const nameCheck = collectionNameSchema.safeParse(target);
    const record = parseRecord(json);
    const found = {
      name: nameCheck.success ? undefined : nameCheck.error.issues[0]?.message,
      json: record.ok ? undefined : record.error,
    };
    setErrors(found);
    if (found.name || found.json || !record.ok) return;
    add.mutate(
      { collection: target, record: record.value as object },
      {
        onSuccess: () => {
          onOpenChange(false);
          onAdded?.(target);
        },
        onError: (error) => setErrors({ server: error.message }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={collection ? appDataTexts.addTitle(collection) : appDataTexts.newCollectionTitle}
        description={appDataTexts.addDescription}
        className="max-w-lg"
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          {collection ? null : (
            <div className="space-y-1.5">
              <Label htmlFor={ids.name}>{appDataTexts.collectionLabel}</Label>
              <Input
                id={ids.name}
                value={name}
                onChange={(event) => setName(event.target.value)}
                placeholder="tasks"
                autoComplete="off"
                spellCheck={false}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={errors.name ? ids.nameError : undefined}
              />
              <p className="text-xs text-slate-500">{appDataTexts.collectionHint}</p>
              <FieldError id={ids.nameError} message={errors.name} />
            </div>
          )}
          <div className="space-y-1.5">
            <Label htmlFor={ids.json}>{appDataTexts.jsonLabel}</Label>
            <Textarea
              id={ids.json}
              value={json}
              onChange={(event) => {
                setJson(event.target.value);
                setErrors((e) => ({ ...e, json: undefined, server: undefined }));
              }}
              rows={8}
              spellCheck={false}
              className="font-mono text-xs"
              aria-invalid={errors.json ? true : undefined}
              aria-describedby={errors.json ? ids.jsonError : undefined}
            />
            <FieldError id={ids.jsonError} message={errors.json} />
          </div>
          {errors.server ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {errors.server}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">{appDataTexts.cancel}</Button>
            </DialogClose>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? <Loader2Icon aria-hidden className="animate-spin" /> : null}
              {appDataTexts.add}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
