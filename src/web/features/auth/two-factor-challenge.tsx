import { ShieldCheckIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { isCompleteCode } from '../../../shared/auth';
import { toasts } from '../../../shared/messages';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { notify } from '../../components/ui/toaster';
import { verifySecondFactor } from './auth-actions';
import { CodeSlots } from './code-slots';

interface TwoFactorChallengeProps {
  email: string;
  onVerified: () => void;
  onCancel: () => void;
  /** Inside a dialog the dialog's own title says it. */
  hideHeading?: boolean;
}

/** The spec's Two-Factor screen: the password or code step passed, no session exists yet. */
export function TwoFactorChallenge({ email, onVerified, onCancel, hideHeading }: TwoFactorChallengeProps) {
  const [code, setCode] = useState('');
  const [backupCode, setBackupCode] = useState('');
  const [usingBackup, setUsingBackup] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!usingBackup && !isCompleteCode(code)) {
      notify.error(toasts.twoFactorCodeIncomplete.title, toasts.twoFactorCodeIncomplete.description);
      return;
    }
    setBusy(true);
    try {
      await verifySecondFactor(usingBackup ? backupCode.trim() : code, usingBackup ? 'backup' : 'totp');
      notify.success(toasts.twoFactorVerified.title, toasts.twoFactorVerified.description);
      onVerified();
    } catch (error) {
      const { title, description } = toasts.twoFactorFailed((error as Error).message);
      notify.error(title, description);
      setCode('');
      setBackupCode('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="text-center" aria-label="Two-Factor Authentication">
      {!hideHeading && (
        <>
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <ShieldCheckIcon className="size-6" aria-hidden />
          </span>
          <h1 className="mt-4 text-2xl font-semibold text-slate-900">Two-Factor Authentication</h1>
        </>
      )}
      <p className="mt-1 text-sm text-slate-600">
        {usingBackup ? 'Enter one of the backup codes you saved' : 'Enter the 6-digit code from your authenticator app'}
      </p>
      <div className="mt-6">
        {usingBackup ? (
          <div className="grid gap-1.5 text-left">
            <Label htmlFor="backup-code">Backup code</Label>
            <Input
              id="backup-code"
              value={backupCode}
              onChange={(e) => setBackupCode(e.target.value)}
              autoComplete="off"
              autoFocus
              required
            />
          </div>
        ) : (
          <CodeSlots value={code} onChange={setCode} label="Authentication code" disabled={busy} autoFocus />
        )}
      </div>
      <div className="mt-6 grid gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Verifying...' : 'Verify Code'}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Back to Sign In
        </Button>
      </div>
      <button
        type="button"
        className="mt-4 text-sm text-brand-600 hover:underline"
        onClick={() => setUsingBackup((v) => !v)}
      >
        {usingBackup ? 'Use your authenticator app instead' : 'Lost your device? Use a backup code'}
      </button>
      <p className="mt-4 text-sm text-slate-500">
        Signed in as <span className="font-medium text-slate-800">{email}</span>
      </p>
    </form>
  );
}
