import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { CredentialFields } from '../auth/credential-fields';
import { useSignInDialog } from '../auth/sign-in-dialog-context';
import { continuePendingCheckout, type PlanChoice } from './use-choose-plan';

/** Buying without an account: the plan goes to this e-mail, and the account is made after paying. */
export function GuestCheckoutDialog({
  choice,
  onClose,
  onSubmit,
}: {
  choice: PlanChoice | null;
  onClose: () => void;
  onSubmit: (email: string) => Promise<boolean>;
}) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const openSignIn = useSignInDialog();
  useEffect(() => {
    if (choice) setEmail('');
  }, [choice]);
  const trimmed = email.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || busy) return;
    setBusy(true);
    const started = await onSubmit(trimmed);
    setBusy(false);
    if (started) onClose();
  };

  return (
    <Dialog open={Boolean(choice)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Continue to checkout"
        description={
          choice ? `Enter the email for your ${choice.plan.name} plan. You'll create your account after paying.` : ''
        }
      >
        <form onSubmit={submit} className="space-y-4">
          <CredentialFields idPrefix="guest" email={email} onEmailChange={setEmail} />
          <Button type="submit" variant="gradient" className="w-full" disabled={!trimmed || busy}>
            {busy ? 'Please wait...' : 'Continue to Checkout'}
          </Button>
          <p className="text-center text-sm text-slate-600">
            Already have an account?{' '}
            <button
              type="button"
              className="cursor-pointer font-medium text-brand-600 hover:underline"
              onClick={() => {
                onClose();
                openSignIn({ onSuccess: continuePendingCheckout });
              }}
            >
              Sign in
            </button>
          </p>
        </form>
      </DialogContent>
    </Dialog>
  );
}
