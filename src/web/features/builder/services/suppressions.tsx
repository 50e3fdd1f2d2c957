import { MailXIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { type AppEmailOverview, suppressAddressSchema } from '../../../../shared/app-services/email';
import { servicesPanelTexts as texts } from '../../../../shared/app-services/panel-texts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FieldError, Input, Label } from '../../../components/ui/input';
import { useSuppressionMutations } from './use-services';

type Suppression = AppEmailOverview['suppressions'][number];

/**
 * The addresses the app sends nothing to. Only the owner's own stops can be lifted here: one the
 * holder made by unsubscribing is theirs to undo.
 */
export function SuppressionList({ projectId, suppressions }: { projectId: string; suppressions: Suppression[] }) {
  const { remove } = useSuppressionMutations(projectId);
  const [removing, setRemoving] = useState<string | null>(null);
  if (suppressions.length === 0) return <p className="text-sm text-slate-500">{texts.noSuppressions}</p>;
  return (
    <>
      <ul aria-label={texts.suppressionsTitle} className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {suppressions.map((entry) => (
          <li key={entry.email} className="flex items-center gap-3 px-3 py-2">
            <MailXIcon aria-hidden className="size-4 shrink-0 text-slate-400" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900">{entry.email}</p>
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
                <Badge tone={entry.reason === 'owner' ? 'grey' : 'blue'} className="px-2 font-medium">
                  {texts.reasons[entry.reason]}
                </Badge>
                {texts.since(entry.createdAt)}
              </p>
            </div>
            {entry.reason === 'owner' ? (
              <Button
                variant="ghost"
                size="sm"
                aria-label={texts.removeLabel(entry.email)}
                onClick={() => setRemoving(entry.email)}
              >
                <Trash2Icon aria-hidden />
                <span className="max-sm:sr-only">{texts.remove}</span>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {removing ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setRemoving(null)}
          title={texts.removeTitle(removing)}
          body={texts.removeBody}
          action={texts.remove}
          cancel={texts.cancel}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(removing, { onSettled: () => setRemoving(null) })}
        />
      ) : null}
    </>
  );
}

/** The owner stops the app's e-mail to an address (a customer who asked them by phone, say). */
export function SuppressionForm({ projectId }: { projectId: string }) {
  const ids = useId();
  const { add } = useSuppressionMutations(projectId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      className="grid gap-2 rounded-lg border border-slate-200 bg-slate-50/60 p-3 sm:grid-cols-[1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = suppressAddressSchema.safeParse({ email });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message);
        add.mutate(parsed.data.email, {
          onSuccess: () => setEmail(''),
          onError: (failure) => setError(failure.message),
        });
      }}
    >
      <div className="space-y-1">
        <Label htmlFor={`${ids}-email`}>{texts.addAddress}</Label>
        <Input
          id={`${ids}-email`}
          type="email"
          autoComplete="off"
          spellCheck={false}
          placeholder={texts.addressPlaceholder}
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids}-error` : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
        />
      </div>
      <Button type="submit" disabled={add.isPending || !email.trim()}>
        {texts.add}
      </Button>
      <div className="sm:col-span-2">
        <FieldError id={`${ids}-error`} message={error} />
      </div>
    </form>
  );
}
