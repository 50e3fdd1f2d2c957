import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type IntegrationId, integrationById, integrationTexts } from '../../../shared/integrations';
import { notify } from '../../components/ui/toaster';
import { api, unwrap } from '../../lib/api';

const manage = api.functions['manage-integrations'];
export const integrationQueryKey = (id: IntegrationId) => ['integrations', id] as const;

/** The server's view of one card: status, masked token and configured date. */
export function useIntegrationStatus(id: IntegrationId) {
  return useQuery({
    queryKey: integrationQueryKey(id),
    queryFn: () => unwrap(manage.check.$post({ json: { integrationId: id } })),
  });
}

export function useSaveIntegration(id: IntegrationId, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, string>) =>
      unwrap(manage.save.$post({ json: { integrationId: id, ...saveBody(id, values) } })),
    onSuccess: async ({ message }) => {
      notify.success(message);
      onSaved();
      await queryClient.invalidateQueries({ queryKey: integrationQueryKey(id) });
    },
    onError: (error) => notify.error(integrationTexts.saveFailed, error.message),
  });
}

// The spec's two shapes: single-key cards send apiKey, the others configData.
const saveBody = (id: IntegrationId, values: Record<string, string>) =>
  integrationById(id).configFields.length === 1 && 'apiKey' in values
    ? { apiKey: values.apiKey }
    : { configData: values };

export function useDisconnectIntegration(id: IntegrationId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(manage.delete.$post({ json: { integrationId: id } })),
    onSuccess: async ({ message }) => {
      notify.success(message);
      await queryClient.invalidateQueries({ queryKey: integrationQueryKey(id) });
    },
    onError: (error) => notify.error(integrationTexts.disconnectFailed, error.message),
  });
}

/** Starts an OAuth connect: the browser leaves for the provider and comes back to /integrations. */
export function useConnectIntegration(id: IntegrationId) {
  return useMutation({
    mutationFn: async () => {
      if (!integrationById(id).hasConnectFlow) throw new Error(integrationTexts.oauthNotAvailable);
      return unwrap(api.functions['github-oauth'].$post({ json: { integrationId: id } }));
    },
    onSuccess: ({ authUrl }) => window.location.assign(authUrl),
    onError: (error) =>
      error.message === integrationTexts.oauthNotAvailable
        ? notify.error(integrationTexts.oauthNotAvailable)
        : notify.error(integrationTexts.connectFailed, error.message),
  });
}
