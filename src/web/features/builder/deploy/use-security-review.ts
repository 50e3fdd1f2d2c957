import { useQuery } from '@tanstack/react-query';
import { aiModels } from '../../../../shared/projects';
import { api, unwrap } from '../../../lib/api';
import { useModelStatus } from '../session/use-model-status';

export const reviewKeyOf = (projectId: string) => ['project', projectId, 'deployments', 'review'];

/**
 * The security review of the build a deploy would publish: read afresh each time the dialog
 * opens (the files may have changed since), and only then.
 */
export function useSecurityReview(projectId: string, open: boolean) {
  return useQuery({
    queryKey: reviewKeyOf(projectId),
    queryFn: () => unwrap(api.projects[':projectId'].deployments.review.$get({ param: { projectId } })),
    enabled: open,
    staleTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export type SecurityReviewQuery = ReturnType<typeof useSecurityReview>;

/** Whether a configured AI provider answers any chat choice: "Fix with AI" needs a real model. */
export function useHostedAi(): boolean {
  const statusOf = useModelStatus();
  return aiModels.some((m) => statusOf(m.id).live);
}
