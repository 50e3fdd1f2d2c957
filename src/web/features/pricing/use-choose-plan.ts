import { toasts } from '../../../shared/messages';
import type { BoostValue, Plan } from '../../../shared/plans';
import { notify } from '../../components/ui/toaster';
import { useSignInDialog } from '../auth/sign-in-dialog-context';

export interface PlanChoice {
  plan: Plan;
  annual: boolean;
  boost: BoostValue;
}

/**
 * What a plan button does. Free only informs; a paid plan needs an account first, so it opens the
 * sign-in dialog (checkout continues from there once billing is in place).
 */
export function useChoosePlan() {
  const openSignIn = useSignInDialog();
  return (choice: PlanChoice) => {
    if (choice.plan.price === 0) {
      notify.info(toasts.freePlan.title, toasts.freePlan.description);
      return;
    }
    openSignIn();
  };
}
