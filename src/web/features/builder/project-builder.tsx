import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { builderToasts } from '../../../shared/builder-texts';
import { paths } from '../../../shared/routes';
import { notify } from '../../components/ui/toaster';
import { BuilderScreen } from './builder-screen';
import { BuilderLoading, BuilderNotFound } from './builder-states';
import { useInitialPrompt } from './session/use-initial-prompt';
import { useProjectSession } from './session/use-project-session';

/** A real project: loading, not found, a failed load (back to the dashboard), or the builder. */
export function ProjectBuilder({ projectId }: { projectId: string }) {
  const state = useProjectSession(projectId);
  const navigate = useNavigate();
  const failed = state.status === 'error';
  const reported = useRef(false);
  useInitialPrompt(state.status === 'ready' ? state.session : null);

  useEffect(() => {
    if (!failed || reported.current) return;
    reported.current = true;
    notify.error(builderToasts.loadFailed.title, builderToasts.loadFailed.description);
    navigate(paths.dashboard, { replace: true });
  }, [failed, navigate]);

  if (state.status === 'not-found') return <BuilderNotFound />;
  if (state.status === 'ready') return <BuilderScreen session={state.session} />;
  return <BuilderLoading />;
}
