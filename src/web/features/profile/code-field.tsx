import { authLimits, keepCodeDigits } from '../../../shared/auth';
import { FieldError, Input, Label } from '../../components/ui/input';

interface CodeFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** A 6-digit authenticator code: digits only (typed or pasted), and phones offer the code from the keyboard. */
export function CodeField({ id, label, value, onChange, error, disabled, autoFocus }: CodeFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name="code"
        value={value}
        onChange={(e) => onChange(keepCodeDigits(e.target.value))}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={authLimits.codeLength}
        disabled={disabled}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="h-12 text-center font-mono text-xl tracking-[0.5em]"
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
