import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';

export interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs after a successful sign-in, so the action that asked for it can continue. */
  onSuccess?: () => void;
}

/** The sign-in dialog's frame; accounts (password, e-mail code, providers) plug into its body. */
export function SignInDialog({ open, onOpenChange }: SignInDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Welcome Back" description="Sign in to create projects and keep building.">
        <p className="text-sm text-slate-600">
          Accounts are not open on this server yet. Tell us what you want to build and we will let you know when you can
          sign in.
        </p>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button asChild>
            <Link to={paths.contact} onClick={() => onOpenChange(false)}>
              Contact us
            </Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
