import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deployTexts } from '../../../../shared/deployments';
import { notify } from '../../../components/ui/toaster';
import { api, unwrap } from '../../../lib/api';

/** A deploy's optional body: the owner confirms publishing despite critical findings. */
export interface DeployRequest {
  confirmCritical?: boolean;
}

const keyOf = (projectId: string) => ['project', projectId, 'deployments'];

/** The owner's live link and deployments, and the actions on them. */
export function useDeployments(projectId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const param = { projectId };
  const query = useQuery({
    queryKey: keyOf(projectId),
    queryFn: () => unwrap(api.projects[':projectId'].deployments.$get({ param })),
    enabled,
  });
  const onSuccess = (data: Awaited<ReturnType<typeof query.refetch>>['data']) =>
    queryClient.setQueryData(keyOf(projectId), data);
  const deploy = useMutation({
    // With critical findings in the security review, the server deploys only once confirmed.
    mutationFn: (body?: DeployRequest) =>
      unwrap(api.projects[':projectId'].deployments.$post({ param, json: body ?? {} })),
    onSuccess: (data) => {
      onSuccess(data);
      notify.success(deployTexts.deployed, data.url ?? undefined);
    },
  });
  const rollback = useMutation({
    mutationFn: (deploymentId: string) =>
      unwrap(
        api.projects[':projectId'].deployments[':deploymentId'].rollback.$post({ param: { projectId, deploymentId } }),
      ),
    onSuccess: (data) => {
      onSuccess(data);
      const current = data.deployments.find((d) => d.isCurrent);
      if (current) notify.success(deployTexts.rolledBack(current.number));
    },
    onError: (error) => notify.error(deployTexts.rollback, error.message),
  });
  const takeDown = useMutation({
    mutationFn: () => unwrap(api.projects[':projectId'].deployments.$delete({ param })),
    onSuccess: (data) => {
      onSuccess(data);
      notify.success(deployTexts.takenDown);
    },
    onError: (error) => notify.error(deployTexts.takeDown, error.message),
  });
  return { query, deploy, rollback, takeDown };
}
