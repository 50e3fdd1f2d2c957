import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { integrationTexts } from '../../../shared/integrations';
import { notify } from '../../components/ui/toaster';

/**
 * The GitHub callback returns with ?github_connected=true or ?error=...: one toast for it, then
 * the query leaves the address, so a reload or a shared link does not toast again.
 */
export function useConnectResult() {
  const [params, setParams] = useSearchParams();
  // React's development double effect would toast twice; the ref survives it.
  const handled = useRef(false);
  const connected = params.get('github_connected') === 'true';
  const error = params.get('error');

  useEffect(() => {
    if (handled.current || (!connected && error === null)) return;
    handled.current = true;
    if (connected) notify.success(integrationTexts.githubConnected, integrationTexts.githubConnectedDescription);
    else notify.error(integrationTexts.callbackFailed(error || 'unknown error'));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('github_connected');
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [connected, error, setParams]);
}
