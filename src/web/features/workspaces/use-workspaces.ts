import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { useSession } from '../../lib/session';

export const workspacesQueryKey = ['workspaces'] as const;

/** Every workspace the signed-in user belongs to, with their role in it. */
export function useWorkspaces() {
  const userId = useSession().data?.user.id;
  return useQuery({
    queryKey: [...workspacesQueryKey, 'list', userId],
    queryFn: () => unwrap(api.workspaces.$get()),
    enabled: Boolean(userId),
  });
}

export type WorkspaceSummary = NonNullable<ReturnType<typeof useWorkspaces>['data']>['workspaces'][number];

/** One workspace in full: members and invitations (the settings page). */
export function useWorkspace(workspaceId: string) {
  const userId = useSession().data?.user.id;
  return useQuery({
    queryKey: [...workspacesQueryKey, 'detail', userId, workspaceId],
    queryFn: () => unwrap(api.workspaces[':workspaceId'].$get({ param: { workspaceId } })),
    enabled: Boolean(userId),
  });
}

export type WorkspaceDetail = NonNullable<ReturnType<typeof useWorkspace>['data']>;
export type WorkspaceMember = WorkspaceDetail['members'][number];
export type WorkspaceInvitation = WorkspaceDetail['invitations'][number];
