import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppDataEnvironment } from '../../../../shared/app-data';
import type { ConsoleCall } from '../../../../shared/functions/console';
import { functionsPanelTexts as texts } from '../../../../shared/functions/panel-texts';
import { notify } from '../../../components/ui/toaster';
import { callFunction, deleteSecret, fetchPanel, fetchSecrets, saveSecret } from './functions-api';

/** Everything the tab loaded for a project: one invalidation refreshes it after a change. */
const functionsKey = (projectId: string) => ['project', projectId, 'functions'];

/** The environment's functions, calls and schedules; looked at again every 15 s while shown. */
export function useFunctionsPanel(projectId: string, env: AppDataEnvironment) {
  return useQuery({
    queryKey: [...functionsKey(projectId), env, 'panel'],
    queryFn: () => fetchPanel(projectId, env),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
}

export function useSecrets(projectId: string, env: AppDataEnvironment) {
  return useQuery({
    queryKey: [...functionsKey(projectId), env, 'secrets'],
    queryFn: () => fetchSecrets(projectId, env),
  });
}

/** A console call; the call list refreshes when it lands. */
export function useConsoleCall(projectId: string, env: AppDataEnvironment, name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: ConsoleCall) => callFunction(projectId, env, name, call),
    onSettled: () => queryClient.invalidateQueries({ queryKey: functionsKey(projectId) }),
  });
}

export function useSecretMutations(projectId: string, env: AppDataEnvironment) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: functionsKey(projectId) });
  const save = useMutation({
    mutationFn: ({ name, value }: { name: string; value: string }) => saveSecret(projectId, env, name, value),
    onSuccess: ({ secret }) => {
      notify.success(texts.secretSaved(secret.name));
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (name: string) => deleteSecret(projectId, env, name),
    onSuccess: ({ name }) => {
      notify.success(texts.secretDeleted(name));
      return refresh();
    },
    onError: (error) => notify.error(error.message),
  });
  return { save, remove };
}
