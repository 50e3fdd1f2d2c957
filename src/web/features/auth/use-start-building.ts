import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/routes';
import { useSession } from '../../lib/session';
import { useCreateProject } from '../projects/use-create-project';
import { rememberedWorkspace } from '../workspaces/remembered-workspace';
import { useSignInDialog } from './sign-in-dialog-context';

/**
 * The calls to action that lead into the builder. With a prompt: create the project and open
 * it; without one: the dashboard. Signed out, sign in first and then carry on the same way.
 */
export function useStartBuilding() {
  const navigate = useNavigate();
  const openSignIn = useSignInDialog();
  const session = useSession();
  const { createProject } = useCreateProject();
  return useCallback(
    (prompt?: string) => {
      const text = prompt?.trim();
      // A session that expired on the server answers 401: sign in again, then retry (the spec's
      // landing page opens the sign-in dialog when creation fails).
      // The project goes in the workspace last shown on the dashboard, or the personal one.
      const create = (value: string): void => {
        void createProject(value, {
          workspaceId: rememberedWorkspace() ?? undefined,
          orPersonal: true,
          onUnauthorized: () => openSignIn({ onSuccess: () => create(value) }),
        });
      };
      const go = text ? () => create(text) : () => navigate(paths.dashboard);
      // While the session is still loading, go on: the server decides, and a 401 opens sign-in.
      if (session.data || session.isPending) go();
      else openSignIn({ onSuccess: go });
    },
    [createProject, navigate, openSignIn, session.data, session.isPending],
  );
}
