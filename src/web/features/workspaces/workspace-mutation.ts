import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../components/ui/toaster';
import { workspacesQueryKey } from './use-workspaces';

interface Toast {
  title: string;
  description?: string;
}

interface WorkspaceMutation<V, R> {
  run: (variables: V) => Promise<R>;
  /** The success toast; none when absent. */
  done?: (variables: V, result: R) => Toast | null;
  /** The failure toast, given the server's own message. */
  failed: (message?: string) => Toast;
  /** After success, before every workspace view is read again, e.g. leave the page. */
  after?: (variables: V, result: R) => void;
  /** A refusal the caller shows itself, in place of the toast. */
  shownBy?: (error: unknown) => boolean;
}

/**
 * A change to a workspace: on success every workspace view is read again and the toast says what
 * happened; on failure the toast carries the server's message (its `{ error: { message } }`).
 */
export function useWorkspaceMutation<V, R>({ run, done, failed, after, shownBy }: WorkspaceMutation<V, R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result, variables) => {
      const toast = done?.(variables, result);
      if (toast) notify.success(toast.title, toast.description);
      after?.(variables, result);
      await queryClient.invalidateQueries({ queryKey: workspacesQueryKey });
    },
    onError: (error) => {
      console.error('workspace change failed', error);
      if (shownBy?.(error)) return;
      const toast = failed(error instanceof Error ? error.message : undefined);
      notify.error(toast.title, toast.description);
    },
  });
}
