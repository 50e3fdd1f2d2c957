import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SsoConfigInput, SsoView } from '../../../shared/sso';
import { ssoSettingsTexts, ssoToasts } from '../../../shared/sso-texts';
import { notify } from '../../components/ui/toaster';
import { ApiRequestError } from '../../lib/api';
import { workspacesQueryKey } from '../workspaces/use-workspaces';
import {
  approveSso,
  getSso,
  removeSso,
  type SsoAnswer,
  type SsoSettingsInput,
  saveSso,
  updateSsoSettings,
  verifySsoDomain,
} from './sso-api';

export const ssoQueryKey = (workspaceId: string) => ['workspace', workspaceId, 'sso'] as const;

/** The workspace's identity provider, or null before one is set up (admins). */
export function useSso(workspaceId: string) {
  return useQuery({ queryKey: ssoQueryKey(workspaceId), queryFn: () => getSso(workspaceId) });
}

interface Toast {
  title: string;
  description?: string;
}

interface SsoMutation<V, A extends { sso: SsoView }> {
  run: (variables: V) => Promise<A | undefined>;
  done: (variables: V, sso: SsoView | null, answer: A | undefined) => Toast;
  failed: (message?: string) => Toast;
  /** A refusal the caller shows itself (inline), in place of the toast. */
  shownBy?: (error: unknown) => boolean;
}

/**
 * A change to the workspace's SSO: the answer replaces the cached view at once (no flash of the
 * old state), then the view and the audit log, which records every change, are read again.
 */
function useSsoMutation<V, A extends { sso: SsoView } = { sso: SsoView }>(
  workspaceId: string,
  { run, done, failed, shownBy }: SsoMutation<V, A>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (answer, variables) => {
      const sso = answer?.sso ?? null;
      queryClient.setQueryData<SsoAnswer>(ssoQueryKey(workspaceId), { sso });
      const toast = done(variables, sso, answer);
      notify.success(toast.title, toast.description);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ssoQueryKey(workspaceId) }),
        queryClient.invalidateQueries({ queryKey: [...workspacesQueryKey, 'audit', workspaceId] }),
      ]);
    },
    onError: (error) => {
      console.error('sso change failed', error);
      if (shownBy?.(error)) return;
      const toast = failed(error instanceof Error ? error.message : undefined);
      notify.error(toast.title, toast.description);
    },
  });
}

export function useSaveSso(workspaceId: string) {
  return useSsoMutation(workspaceId, {
    run: (input: SsoConfigInput) => saveSso(workspaceId, input),
    done: () => ssoToasts.saved,
    failed: ssoToasts.saveFailed,
  });
}

/** Refusals about the domain itself: the Verify section says them next to the record. */
export const isDomainRefusal = (error: unknown) =>
  error instanceof ApiRequestError && (error.code === 'dns_not_verified' || error.code === 'domain_taken');

export function useVerifySsoDomain(workspaceId: string) {
  return useSsoMutation(workspaceId, {
    run: () => verifySsoDomain(workspaceId),
    done: (_, sso) => ssoToasts.verified(sso?.domain ?? ''),
    failed: ssoToasts.verifyFailed,
    shownBy: isDomainRefusal,
  });
}

export function useUpdateSsoSettings(workspaceId: string) {
  return useSsoMutation(workspaceId, {
    run: (input: SsoSettingsInput) => updateSsoSettings(workspaceId, input),
    done: (input, sso, answer) => {
      const domain = sso?.domain ?? '';
      if (input.enforced !== undefined)
        return input.enforced ? ssoToasts.enforced(domain, answer?.signedOut ?? 0) : ssoToasts.notEnforced(domain);
      return ssoToasts.roleChanged(ssoSettingsTexts.joinRoles[input.joinRole ?? 'editor']);
    },
    failed: ssoToasts.updateFailed,
  });
}

export function useRemoveSso(workspaceId: string) {
  return useSsoMutation(workspaceId, {
    run: async () => {
      await removeSso(workspaceId);
      return undefined;
    },
    done: () => ssoToasts.removed,
    failed: ssoToasts.removeFailed,
  });
}

export function useApproveSso(workspaceId: string) {
  return useSsoMutation(workspaceId, {
    run: () => approveSso(workspaceId),
    done: () => ssoToasts.approved,
    failed: ssoToasts.approveFailed,
  });
}
