import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toasts } from '../../../shared/messages';
import { defaultProjectName } from '../../../shared/project-names';
import { paths } from '../../../shared/routes';
import { notify } from '../../components/ui/toaster';
import { ApiRequestError, api, unwrap } from '../../lib/api';
import { sendFirstMessage } from './first-message';
import { projectsQueryKey } from './use-project-list';

/** What the builder reads from the router state: the prompt, already on its way (first-message.ts). */
export interface NewProjectState {
  initialPrompt: string;
}

const createProjectMutationKey = ['projects', 'create'] as const;

export interface CreateProjectOptions {
  /** The workspace it goes in; the personal one when none is named. */
  workspaceId?: string;
  /**
   * When the named workspace refuses (gone, or the user only views it), create in the personal one
   * instead: for a prompt typed outside the dashboard, where no workspace was chosen on screen.
   */
  orPersonal?: boolean;
  /** The session is gone (401): instead of the failure toast, e.g. ask the person to sign in again. */
  onUnauthorized?: () => void;
}

/** The named workspace is not one the user may create projects in. */
const workspaceRefused = (error: unknown) =>
  error instanceof ApiRequestError && (error.code === 'not_found' || error.code === 'access_denied');

/**
 * Creates a project from a prompt and opens its builder with the prompt passed along. Failures
 * are logged and toasted here, so every caller behaves the same; the promise never rejects.
 */
export function useCreateProject() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync, isPending } = useMutation({
    mutationKey: createProjectMutationKey,
    // The name carries the browser's local date, which the server cannot know.
    mutationFn: ({ prompt, workspaceId }: { prompt: string; workspaceId?: string }) =>
      unwrap(api.projects.$post({ json: { prompt, name: defaultProjectName(), workspaceId } })),
    // Mark the list stale without refetching now: we are leaving for the builder.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectsQueryKey, refetchType: 'none' });
    },
  });

  const createProject = useCallback(
    async (prompt: string, options: CreateProjectOptions = {}) => {
      try {
        const { workspaceId, orPersonal } = options;
        const project = await mutateAsync({ prompt, workspaceId }).catch((error: unknown) => {
          if (workspaceId && orPersonal && workspaceRefused(error)) return mutateAsync({ prompt });
          throw error;
        });
        sendFirstMessage(project.id, prompt.trim());
        const state: NewProjectState = { initialPrompt: prompt };
        navigate(paths.appBuilder(project.id), { state });
        return project;
      } catch (error) {
        console.error('project creation failed', error);
        if (error instanceof ApiRequestError && error.status === 401 && options.onUnauthorized) {
          options.onUnauthorized();
        } else {
          const toast = toasts.createProjectFailed(error instanceof Error ? error.message : undefined);
          notify.error(toast.title, toast.description);
        }
        return null;
      }
    },
    [mutateAsync, navigate],
  );

  return { createProject, isCreating: isPending };
}

/** True while any project is being created, wherever it was started (e.g. after the sign-in dialog). */
export function useIsCreatingProject() {
  return useIsMutating({ mutationKey: createProjectMutationKey }) > 0;
}
