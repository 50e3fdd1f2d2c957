import { CloudError, useUser } from '@shipwright/cloud';
import { useCallback, useId, useState } from 'react';
import type { RecordSchema } from '../../schema';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../ui/dialog';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

type User = ReturnType<typeof useUser>;

const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

/** What went wrong, in words: the server's own message, or that it could not be reached. */
const problemOf = (error: unknown) =>
  error instanceof CloudError && error.code !== 'network'
    ? error.message
    : 'Can’t reach the server. Check your connection.';

/**
 * Signing in with a 6-digit code e-mailed to you: what this device added comes along, and every
 * device signed in with the same address shows the same records.
 */
export function Account({ schema }: { schema: RecordSchema }) {
  const user = useUser();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const plural = schema.plural.toLowerCase();

  if (user.loading)
    return (
      <p role="status" className="text-muted text-sm">
        Checking your account…
      </p>
    );
  if (user.signedIn)
    return (
      <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1 text-sm">
        <p className="min-w-0 break-all">
          Signed in as <strong>{user.user?.email}</strong>
        </p>
        <Button
          size="sm"
          variant="outline"
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
            // A failure shows below, from user.error.
            user
              .signOut()
              .catch(() => undefined)
              .finally(() => setSigningOut(false));
          }}
        >
          {signingOut ? 'Signing out…' : 'Sign out'}
        </Button>
        {user.error && (
          <p role="alert" className="basis-full text-right text-destructive">
            {problemOf(user.error)}
          </p>
        )}
      </div>
    );
  return (
    <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1 text-sm">
      <p className="text-muted">{`Sign in to keep your ${plural} on every device.`}</p>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button size="sm" variant="outline">
            Sign in
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Sign in</DialogTitle>
            <DialogDescription>{`We’ll e-mail you a 6-digit code. The ${plural} you added here come with you.`}</DialogDescription>
          </DialogHeader>
          <SignInForm user={user} onSignedIn={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
      {/* Signing in works without knowing who this is, but say why the page could not tell. */}
      {user.error && user.user === null && (
        <p role="alert" className="basis-full text-right text-destructive">
          {problemOf(user.error)}
        </p>
      )}
    </div>
  );
}

/** The e-mail address, then the code sent to it. */
function SignInForm({ user, onSignedIn }: { user: User; onSignedIn: () => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  // The address the code went to: from then on the form asks for the code.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  // Each step starts in its one input.
  const focusOnMount = useCallback((input: HTMLInputElement | null) => input?.focus(), []);

  const attempt = (work: () => Promise<unknown>, then: () => void) => {
    setBusy(true);
    setProblem('');
    work()
      .then(then)
      .catch((error: unknown) => setProblem(problemOf(error)))
      .finally(() => setBusy(false));
  };
  const inputProps = {
    ref: focusOnMount,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? `${id}-problem` : undefined,
  };

  return (
    <form
      noValidate
      aria-label="Sign in"
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (sentTo === null) {
          const address = email.trim();
          if (!looksLikeEmail(address)) setProblem('Enter your e-mail address, like name@example.com.');
          else
            attempt(
              () => user.sendCode(address),
              () => setSentTo(address),
            );
        } else {
          const digits = code.replace(/\s/g, '');
          if (!/^\d{6}$/.test(digits)) setProblem('Enter the 6 digits from the e-mail.');
          else attempt(() => user.verify(sentTo, digits), onSignedIn);
        }
      }}
    >
      {sentTo === null ? (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-email`}>E-mail address</Label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            {...inputProps}
          />
        </div>
      ) : (
        <div className="grid gap-2">
          <p className="text-sm">
            {'We sent a code to '}
            <strong className="break-all">{sentTo}</strong>. It works for 10 minutes.
          </p>
          <Label htmlFor={`${id}-code`}>6-digit code</Label>
          <Input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            {...inputProps}
          />
        </div>
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-destructive text-sm">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {sentTo !== null && (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setSentTo(null);
              setCode('');
              setProblem('');
            }}
          >
            Use another address
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {sentTo === null ? (busy ? 'Sending…' : 'Send code') : busy ? 'Verifying…' : 'Verify'}
        </Button>
      </div>
    </form>
  );
}
