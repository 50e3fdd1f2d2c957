import { KeyRoundIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import type { AppDataEnvironment } from '../../../../shared/app-data';
import { functionsPanelTexts as texts } from '../../../../shared/functions/panel-texts';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FieldError, Input, Label } from '../../../components/ui/input';
import { LoadingLine } from '../database/loading-line';
import { useSecretMutations, useSecrets } from './use-functions';

/** The environment's secrets: names with the end of their value, a form to add or replace one, and delete. */
export function SecretsPanel({ projectId, env }: { projectId: string; env: AppDataEnvironment }) {
  const ids = useId();
  const secrets = useSecrets(projectId, env);
  const { save, remove } = useSecretMutations(projectId, env);
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [deleting, setDeleting] = useState<string | null>(null);
  return (
    <section aria-labelledby={`${ids}-title`} className="max-w-2xl space-y-4 p-4">
      <div>
        <h3 id={`${ids}-title`} className="text-sm font-semibold text-slate-900">
          {texts.secretsTitle}
        </h3>
        <p className="mt-0.5 text-xs text-slate-500">{texts.secretsHint[env]}</p>
      </div>
      {!secrets.data ? (
        <LoadingLine />
      ) : secrets.data.secrets.length === 0 ? (
        <p className="text-sm text-slate-500">{texts.noSecrets}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {secrets.data.secrets.map((secret) => (
            <li key={secret.name} className="flex items-center gap-3 px-3 py-2">
              <KeyRoundIcon aria-hidden className="size-4 shrink-0 text-slate-400" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-mono text-sm font-medium text-slate-900">{secret.name}</p>
                <p className="text-xs text-slate-500">
                  <span className="font-mono">{secret.hint}</span> ·{' '}
                  {texts.updated(new Date(secret.updatedAt).toLocaleDateString('en-US', { dateStyle: 'medium' }))}
                </p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={texts.deleteSecret(secret.name)}
                onClick={() => setDeleting(secret.name)}
              >
                <Trash2Icon aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { name: name.trim(), value },
            {
              onSuccess: () => {
                setName('');
                setValue('');
              },
            },
          );
        }}
      >
        <div className="space-y-1">
          <Label htmlFor={`${ids}-name`}>{texts.secretName}</Label>
          <Input
            id={`${ids}-name`}
            value={name}
            autoComplete="off"
            spellCheck={false}
            placeholder={texts.secretNamePlaceholder}
            className="font-mono"
            onChange={(event) => setName(event.target.value.toUpperCase())}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${ids}-value`}>{texts.secretValue}</Label>
          <Input
            id={`${ids}-value`}
            type="password"
            value={value}
            autoComplete="new-password"
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={save.isPending || !name.trim() || !value}>
          {texts.saveSecret}
        </Button>
        <div className="sm:col-span-3">
          <FieldError id={`${ids}-error`} message={save.error?.message} />
        </div>
      </form>
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          title={texts.deleteSecretTitle(deleting)}
          body={texts.deleteSecretBody}
          action={texts.deleteSecret(deleting)}
          cancel={texts.cancel}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
        />
      ) : null}
    </section>
  );
}
