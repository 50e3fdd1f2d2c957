import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { type ProjectCopyKind, projectActionToasts } from '../../../shared/project-actions';
import { paths } from '../../../shared/routes';
import { notify } from '../../components/ui/toaster';
import { api, unwrap } from '../../lib/api';
import { projectsQueryKey } from './use-project-list';

/** The builder keeps each project's data under this key (per viewer below it). */
const projectQueryKey = (projectId: string) => ['project', projectId] as const;

const failed = (toast: { title: string; description?: string }) => notify.error(toast.title, toast.description);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

export interface ProjectRef {
  id: string;
  name: string;
}

/**
 * Deletes a project for good. The caller leaves any page that shows it first (`onDeleted`), so
 * nothing asks for it again once it is gone; then every cached copy of it is dropped.
 */
export function useDeleteProject(onDeleted?: (project: ProjectRef) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (project: ProjectRef) =>
      unwrap(api.projects[':projectId'].$delete({ param: { projectId: project.id } })),
    onSuccess: (_, project) => {
      onDeleted?.(project);
      queryClient.removeQueries({ queryKey: projectQueryKey(project.id) });
      void queryClient.invalidateQueries({ queryKey: projectsQueryKey });
      const toast = projectActionToasts.deleted(project.name);
      notify.success(toast.title, toast.description);
    },
    onError: (error) => failed(projectActionToasts.deleteFailed(messageOf(error))),
  });
}

/**
 * A new project from another: a duplicate of one's own stays on the dashboard (it appears in
 * the list); a remix opens in the builder, since the remixer came to change it.
 */
export function useCopyProject(kind: ProjectCopyKind) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (projectId: string) => {
      const route = api.projects[':projectId'];
      const call = kind === 'duplicate' ? route.duplicate.$post : route.remix.$post;
      return unwrap(call({ param: { projectId } }));
    },
    onSuccess: (copy) => {
      void queryClient.invalidateQueries({ queryKey: projectsQueryKey });
      const toast =
        kind === 'duplicate' ? projectActionToasts.duplicated(copy.name) : projectActionToasts.remixed(copy.name);
      notify.success(toast.title, toast.description);
      if (kind === 'remix') navigate(paths.appBuilder(copy.id));
    },
    onError: (error) => {
      const message = messageOf(error);
      failed(
        kind === 'duplicate' ? projectActionToasts.duplicateFailed(message) : projectActionToasts.remixFailed(message),
      );
    },
  });
}

/** Renames a project from outside its builder; an open builder picks the new name up too. */
export function useRenameProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: ProjectRef) =>
      unwrap(api.projects[':projectId'].$patch({ param: { projectId: id }, json: { name } })),
    onSuccess: (_, project) => {
      void queryClient.invalidateQueries({ queryKey: projectsQueryKey });
      void queryClient.invalidateQueries({ queryKey: projectQueryKey(project.id) });
      notify.success(projectActionToasts.renamed.title);
    },
    onError: () => failed(projectActionToasts.renameFailed),
  });
}
