import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isCompleteCode } from '../../../shared/auth';
import { toasts, validationMessages } from '../../../shared/messages';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import { notify } from '../../components/ui/toaster';
import { useRefreshAccount } from '../account/use-account';
import { CodeField } from './code-field';
import { CurrentPasswordField } from './current-password-field';
import { disableTwoFactor } from './two-factor-actions';

interface DisableDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hasPassword: boolean;
}

export function TwoFactorDisableDialog({ open, onOpenChange, hasPassword }: DisableDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Turn off two-factor authentication?"
        description={
          hasPassword
            ? 'Sign-in will only ask for your password or an e-mailed code. Enter your password to confirm.'
            : 'Sign-in will only ask for an e-mailed code. Enter a current code from your authenticator app to confirm.'
        }
      >
        <DisableForm hasPassword={hasPassword} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function DisableForm({ hasPassword, onDone }: { hasPassword: boolean; onDone: () => void }) {
  const refreshAccount = useRefreshAccount();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const disable = useMutation({
    mutationFn: () => disableTwoFactor(hasPassword ? { password } : { code }),
    onSuccess: async () => {
      notify.success(toasts.twoFactorDisabled.title);
      onDone();
      await refreshAccount();
    },
    onError: (failure) => {
      notify.error(failure.message);
      setCode('');
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = hasPassword
      ? !password && 'Please enter your password.'
      : !isCompleteCode(code) && validationMessages.enrolmentCode;
    setError(problem || undefined);
    if (!problem) disable.mutate();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Turn off two-factor authentication">
      {hasPassword ? (
        <CurrentPasswordField
          id="disable-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setError(undefined);
          }}
          error={error}
        />
      ) : (
        <CodeField
          id="disable-code"
          label="Authenticator code"
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(undefined);
          }}
          error={error}
          disabled={disable.isPending}
          autoFocus
        />
      )}
      <DialogActions>
        <Button type="submit" variant="destructive" disabled={disable.isPending}>
          {disable.isPending ? 'Disabling...' : 'Disable 2FA'}
        </Button>
      </DialogActions>
    </form>
  );
}
