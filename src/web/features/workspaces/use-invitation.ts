import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/routes';
import { inviteTexts } from '../../../shared/workspace-texts';
import { notify } from '../../components/ui/toaster';
import { api, unwrap } from '../../lib/api';
import { useSession } from '../../lib/session';
import { rememberWorkspace } from './remembered-workspace';
import { workspacesQueryKey } from './use-workspaces';

const invitationKey = (token: string) => ['invitation', token] as const;

/** What the link's invitation is: which workspace, from whom, as what, and whether it still works. */
export function useInvitation(token: string) {
  const userId = useSession().data?.user.id;
  return useQuery({
    queryKey: [...invitationKey(token), userId],
    queryFn: () => unwrap(api.invitations[':token'].$get({ param: { token } })),
    enabled: Boolean(userId),
    retry: false,
  });
}

export type InvitationPreview = NonNullable<ReturnType<typeof useInvitation>['data']>;

/** Accept joins and opens the workspace's dashboard; Decline stays on the page, which then says so. */
export function useAnswerInvitation(token: string, workspaceName: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A refusal may mean it was answered, withdrawn or expired meanwhile: the page reads it again.
  const reread = () => void queryClient.invalidateQueries({ queryKey: invitationKey(token) });
  const accept = useMutation({
    mutationFn: () => unwrap(api.invitations[':token'].accept.$post({ param: { token } })),
    onSuccess: async ({ workspaceId }) => {
      await queryClient.invalidateQueries({ queryKey: workspacesQueryKey });
      rememberWorkspace(workspaceId);
      const toast = inviteTexts.joined(workspaceName);
      notify.success(toast.title, toast.description);
      navigate(paths.workspaceDashboard(workspaceId));
    },
    onError: reread,
  });
  const decline = useMutation({
    mutationFn: () => unwrap(api.invitations[':token'].decline.$post({ param: { token } })),
    onSuccess: () => {
      notify.success(inviteTexts.declinedToast.title);
      reread();
    },
    onError: reread,
  });
  return { accept, decline };
}
