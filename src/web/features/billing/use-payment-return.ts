import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { billingTexts } from '../../../shared/billing-texts';
import { notify } from '../../components/ui/toaster';
import { useRefreshSubscription } from './use-subscription';

/** Back from checkout: success=true thanks and re-checks, canceled=true says so; the query then goes. */
export function usePaymentReturn() {
  const [params, setParams] = useSearchParams();
  const refresh = useRefreshSubscription();
  const handled = useRef(false);
  useEffect(() => {
    const success = params.get('success') === 'true';
    const canceled = params.get('canceled') === 'true';
    if (handled.current || !(success || canceled)) return;
    handled.current = true;
    if (success) {
      notify.success(billingTexts.paymentSuccess.title, billingTexts.paymentSuccess.description);
      void refresh();
    } else {
      notify.error(billingTexts.paymentCanceled.title, billingTexts.paymentCanceled.description);
    }
    setParams({}, { replace: true });
  }, [params, setParams, refresh]);
}
