import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { switcherTexts } from '../../../shared/workspace-texts';
import { notify } from '../../components/ui/toaster';
import { rememberedWorkspace, rememberWorkspace } from './remembered-workspace';
import { useWorkspaces, type WorkspaceSummary } from './use-workspaces';

/**
 * The workspace the dashboard shows: ?workspace=<id> when the URL names one, else the one last
 * shown (remembered), else the personal workspace (a bare /dashboard). Until the list of
 * workspaces arrives the named id is used as it is; the server decides, so nothing waits on it.
 */
export function useCurrentWorkspace() {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('workspace');
  const list = useWorkspaces();
  const workspaces = list.data?.workspaces;
  const requested = fromUrl ?? rememberedWorkspace();
  const personal = workspaces?.find((w) => w.kind === 'personal') ?? null;
  const named = requested ? workspaces?.find((w) => w.id === requested) : undefined;
  const current: WorkspaceSummary | null = workspaces ? (named ?? personal) : null;

  /** Another workspace: its first page, no search; Back returns to the one before. */
  const select = useCallback(
    (workspace: Pick<WorkspaceSummary, 'id' | 'kind'>, options: { replace?: boolean } = {}) => {
      const team = workspace.kind === 'team';
      rememberWorkspace(team ? workspace.id : null);
      setParams(
        (now) => {
          const next = new URLSearchParams(now);
          for (const key of ['workspace', 'page', 'q']) next.delete(key);
          if (team) next.set('workspace', workspace.id);
          return next;
        },
        { replace: options.replace },
      );
    },
    [setParams],
  );

  useEffect(() => {
    if (!workspaces || !requested) return;
    if (named) {
      // A remembered team comes back into the URL; a named one is remembered.
      if (!fromUrl && named.kind === 'team') select(named, { replace: true });
      else if (fromUrl) rememberWorkspace(named.kind === 'team' ? named.id : null);
      return;
    }
    // Left, removed or deleted since: back to the personal workspace.
    rememberWorkspace(null);
    if (fromUrl && personal) {
      notify.error(switcherTexts.unavailable.title, switcherTexts.unavailable.description);
      select(personal, { replace: true });
    }
  }, [workspaces, requested, named, fromUrl, personal, select]);

  // The list is only needed for the switcher: the projects still show, the toast says why it is missing.
  useEffect(() => {
    if (!list.isError) return;
    console.error('workspace list failed', list.error);
    const toast = switcherTexts.loadFailed(list.error.message);
    notify.error(toast.title, toast.description);
  }, [list.isError, list.error]);

  // The id the project list and creation name: none (personal) unless a team is shown or asked for.
  const workspaceId = current ? (current.kind === 'team' ? current.id : undefined) : (requested ?? undefined);
  return { current, workspaces, workspaceId, select, list };
}
