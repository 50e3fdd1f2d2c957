import { Loader2Icon, PlugIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ZodError } from 'zod';
import { Button } from '../../../components/ui/button';
import { FieldError, Label } from '../../../components/ui/input';

export type FieldErrors = Partial<Record<string, string>>;

/** The first problem of each field, keyed by the field's name. */
export function issuesByField(error: ZodError): FieldErrors {
  const found: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    found[key] ??= issue.message;
  }
  return found;
}

/** The props that tie an input to its label's hint and error. */
export const fieldProps = (id: string, error: string | undefined, hint: boolean) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
});

export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** What the server refused, kept in the dialog beside the form so nothing typed is lost. */
export function ServerError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm break-words text-red-800">
      {message}
    </p>
  );
}

export function ConnectButton({ pending }: { pending: boolean }) {
  return (
    <div className="flex justify-end border-t border-slate-100 pt-5">
      <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
        {pending ? <Loader2Icon aria-hidden className="animate-spin" /> : <PlugIcon aria-hidden />}
        {pending ? 'Connecting…' : 'Connect'}
      </Button>
    </div>
  );
}
