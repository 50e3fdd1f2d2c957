import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppDataEnvironment } from '../../../../shared/app-data';
import type { AiLimits } from '../../../../shared/app-services/ai';
import { servicesPanelTexts as texts } from '../../../../shared/app-services/panel-texts';
import { notify } from '../../../components/ui/toaster';
import { fetchAiUsage, fetchEmail, fetchOrders, liftSuppression, saveAiLimits, suppressAddress } from './services-api';

const servicesKey = (projectId: string) => ['project', projectId, 'services'];
const aiKey = (projectId: string) => [...servicesKey(projectId), 'ai'];
const emailKey = (projectId: string) => [...servicesKey(projectId), 'email'];

/** This month's AI use; looked at again every 30 s while shown, as visitors keep calling. */
export function useAiUsage(projectId: string) {
  return useQuery({ queryKey: aiKey(projectId), queryFn: () => fetchAiUsage(projectId), refetchInterval: 30_000 });
}

/** Saves both limits; the answer is the whole usage again, so the bar follows at once. */
export function useSaveAiLimits(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (limits: AiLimits) => saveAiLimits(projectId, limits),
    onSuccess: (usage) => {
      queryClient.setQueryData(aiKey(projectId), usage);
      notify.success(texts.limitsSaved);
    },
  });
}

export function useEmailOverview(projectId: string, env: AppDataEnvironment) {
  return useQuery({
    queryKey: [...emailKey(projectId), env],
    queryFn: () => fetchEmail(projectId, env),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}

/** Adding and lifting the owner's own stops; the list is the same in both environments. */
export function useSuppressionMutations(projectId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: emailKey(projectId) });
  const add = useMutation({
    mutationFn: (email: string) => suppressAddress(projectId, email),
    onSuccess: ({ email }) => {
      notify.success(texts.added(email));
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (email: string) => liftSuppression(projectId, email),
    onSuccess: (_, email) => {
      notify.success(texts.removed(email));
      return refresh();
    },
    onError: (error) => notify.error(error.message),
  });
  return { add, remove };
}

export function useOrders(projectId: string, env: AppDataEnvironment) {
  return useQuery({
    queryKey: [...servicesKey(projectId), 'orders', env],
    queryFn: () => fetchOrders(projectId, env),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}
