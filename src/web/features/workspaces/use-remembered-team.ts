import { rememberedWorkspace } from './remembered-workspace';
import { useWorkspaces, type WorkspaceSummary } from './use-workspaces';

/** The team workspace last shown on the dashboard, if the user still belongs to it. */
export function useRememberedTeam(): WorkspaceSummary | null {
  const { data } = useWorkspaces();
  const id = rememberedWorkspace();
  return (id && data?.workspaces.find((w) => w.id === id && w.kind === 'team')) || null;
}
