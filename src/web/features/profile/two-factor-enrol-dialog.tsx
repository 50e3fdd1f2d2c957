import { useMutation } from '@tanstack/react-query';
import { CheckIcon, CopyIcon, Loader2Icon } from 'lucide-react';
import QRCode from 'qrcode';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { isCompleteCode } from '../../../shared/auth';
import { toasts, validationMessages } from '../../../shared/messages';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import { notify } from '../../components/ui/toaster';
import { useRefreshAccount } from '../account/use-account';
import { CodeField } from './code-field';
import { CurrentPasswordField } from './current-password-field';
import { confirmEnrolment, secretOf, startEnrolment, type TwoFactorSetup } from './two-factor-actions';
import { useCopy } from './use-copy';

interface EnrolDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Set when enrolment already started (code-only accounts have no password step). */
  setup?: TwoFactorSetup;
}

export function TwoFactorEnrolDialog({ open, onOpenChange, setup }: EnrolDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Set up two-factor authentication"
        description="Each sign-in will also ask for a 6-digit code from an authenticator app on your phone."
        className="max-w-lg"
        // Clicking beside the dialog would throw away the secret and backup codes just shown.
        onInteractOutside={(event) => event.preventDefault()}
      >
        {/* Mounted only while open, so every opening starts from a clean slate. */}
        <EnrolSteps initialSetup={setup} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function EnrolSteps({ initialSetup, onDone }: { initialSetup?: TwoFactorSetup; onDone: () => void }) {
  const [setup, setSetup] = useState(initialSetup);
  return setup ? <ScanAndVerify setup={setup} onDone={onDone} /> : <PasswordStep onStarted={setSetup} />;
}

function PasswordStep({ onStarted }: { onStarted: (setup: TwoFactorSetup) => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const start = useMutation({
    mutationFn: startEnrolment,
    onSuccess: onStarted,
    onError: (failure) => notify.error(failure.message),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('Please enter your password.');
      return;
    }
    start.mutate(password);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Confirm your password">
      <CurrentPasswordField
        id="enrol-password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          setError(undefined);
        }}
        error={error}
        hint="Confirm it is you before we create your authenticator key."
      />
      <DialogActions>
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? 'Checking...' : 'Continue'}
        </Button>
      </DialogActions>
    </form>
  );
}

function ScanAndVerify({ setup, onDone }: { setup: TwoFactorSetup; onDone: () => void }) {
  const refreshAccount = useRefreshAccount();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const verify = useMutation({
    mutationFn: confirmEnrolment,
    onSuccess: async () => {
      notify.success(toasts.twoFactorEnabled.title);
      onDone();
      await refreshAccount();
    },
    onError: (failure) => {
      const { title, description } = toasts.twoFactorFailed(failure.message);
      notify.error(title, description);
      setCode('');
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteCode(code)) {
      setError(validationMessages.enrolmentCode);
      return;
    }
    verify.mutate(code);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label="Verify your authenticator">
      <Step number={1} title="Scan the QR code">
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          <QrImage uri={setup.totpURI} />
          <div className="grid w-full min-w-0 gap-2 text-sm text-slate-600">
            <p>Open your authenticator app (Google Authenticator, 1Password, Authy…) and scan the code.</p>
            <p>Can't scan it? Enter this key instead:</p>
            <SecretKey secret={secretOf(setup.totpURI)} />
          </div>
        </div>
      </Step>
      <Step number={2} title="Save your backup codes">
        <BackupCodes codes={setup.backupCodes} />
      </Step>
      <Step number={3} title="Enter the code from the app">
        <CodeField
          id="enrol-code"
          label="Verification code"
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(undefined);
          }}
          error={error}
          disabled={verify.isPending}
        />
      </Step>
      <DialogActions>
        <Button type="submit" disabled={verify.isPending}>
          {verify.isPending ? 'Verifying...' : 'Verify and Enable'}
        </Button>
      </DialogActions>
    </form>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-3">
      <h3 className="flex items-center gap-2.5 text-sm font-semibold text-slate-900">
        <span
          aria-hidden
          className="inline-flex size-6 items-center justify-center rounded-full bg-brand-600 text-xs text-white"
        >
          {number}
        </span>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The QR is drawn in the browser, so the secret inside it never goes to another service. */
function QrImage({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(uri, { margin: 1, width: 320, errorCorrectionLevel: 'M' })
      .then((url) => current && setSrc(url))
      .catch(() => current && setSrc(undefined));
    return () => {
      current = false;
    };
  }, [uri]);
  return (
    <div className="flex size-40 shrink-0 items-center justify-center rounded-xl border border-slate-200 bg-white p-2">
      {src ? (
        <img src={src} alt="QR code to scan with your authenticator app" className="size-full" />
      ) : (
        <Loader2Icon className="size-6 animate-spin text-brand-600" aria-label="Drawing the QR code" />
      )}
    </div>
  );
}

function SecretKey({ secret }: { secret: string }) {
  const { copied, copy } = useCopy();
  // Groups of four are easier to type; the copy is the raw key.
  const grouped = secret.match(/.{1,4}/g)?.join(' ') ?? secret;
  return (
    <div className="flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 py-1.5 pr-1.5 pl-3">
      <code data-testid="totp-secret" className="min-w-0 flex-1 font-mono text-xs break-words text-slate-900">
        {grouped}
      </code>
      <Button
        variant="outline"
        size="sm"
        onClick={() => copy(secret)}
        aria-label={copied ? 'Secret key copied' : 'Copy secret key'}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </div>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  const { copied, copy } = useCopy();
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-600">
        Each code signs you in once if you lose your phone.{' '}
        <strong className="text-slate-900">They are shown only now</strong>: keep them in a password manager or another
        safe place.
      </p>
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-3 sm:grid-cols-3">
        {codes.map((code) => (
          <li
            key={code}
            className="rounded-md bg-white px-2 py-1.5 text-center font-mono text-sm text-slate-900 shadow-xs"
          >
            {code}
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" className="justify-self-start" onClick={() => copy(codes.join('\n'))}>
        {copied ? <CheckIcon /> : <CopyIcon />}
        {copied ? 'Copied' : 'Copy all codes'}
      </Button>
    </div>
  );
}
