import { FieldError, Input, Label } from '../../components/ui/input';

interface CurrentPasswordFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}

/** "Confirm it is you" before a security change: the account's current password. */
export function CurrentPasswordField({ id, value, onChange, error, hint }: CurrentPasswordFieldProps) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Password</Label>
      <Input
        id={id}
        type="password"
        autoComplete="current-password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
