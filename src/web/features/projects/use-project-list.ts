import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProjectSort } from '../../../shared/projects';
import { api, unwrap } from '../../lib/api';
import { useSession } from '../../lib/session';

export const projectsQueryKey = ['projects'] as const;

/**
 * One page of a workspace's projects (the personal one when none is named) whose name contains
 * `q`, in the chosen order.
 */
export function useProjectList(page: number, q = '', sort: ProjectSort = 'opened', workspace?: string) {
  const userId = useSession().data?.user.id;
  return useQuery({
    queryKey: [...projectsQueryKey, 'list', userId, workspace ?? 'personal', page, q.trim(), sort],
    queryFn: () => unwrap(api.projects.$get({ query: { page: String(page), q: q.trim(), sort, workspace } })),
    enabled: Boolean(userId),
    // Paging keeps the current cards on screen (dimmed) until the next page arrives.
    placeholderData: keepPreviousData,
  });
}

export type ProjectPage = NonNullable<ReturnType<typeof useProjectList>['data']>;
export type ProjectSummary = ProjectPage['projects'][number];
