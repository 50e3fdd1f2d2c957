import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { describeProblems, isPlatformFailure, type PreviewDevice } from '../../../../shared/app-template';
import type { BuilderSession } from '../session/builder-session';
import { previewMessage } from '../session/preview-message';
import { previewUrl } from '../session/use-preview';
import { useVisualEditor } from '../visual-edit/use-visual-editor';
import { reportsPerLoad, sendPreviewReport } from './preview-reports';

/** `platform`: the server could not build (nothing in the project to fix), shown as a notice. */
export type PreviewProblem = { kind: 'build' | 'runtime' | 'platform'; details: string };

/**
 * The preview frame's state, shared by the pane and its controls: which width, which page of
 * the app (kept across rebuilds), and what went wrong, from the build or from the running app.
 */
export function usePreviewController(session: BuilderSession) {
  const info = session.preview;
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const [reloads, setReloads] = useState(0);
  const [runtimeError, setRuntimeError] = useState<string | null>(null);
  const route = useRef('/');
  const origin = info?.origin;
  const visual = useVisualEditor(session, origin);
  const reported = useRef(0);
  const buildId = info?.shownBuildId ?? null;
  const { id: projectId, canEdit } = session.project;

  useEffect(() => {
    if (!origin) return;
    // Only the project's own preview origin is listened to; anything else may not be trusted.
    const onMessage = (event: MessageEvent) => {
      const message = previewMessage(event, origin);
      if (message?.type === 'route' && typeof message.path === 'string') route.current = message.path;
      if (message?.type === 'runtime-error') {
        setRuntimeError(`${String(message.message)}\n${String(message.stack ?? '')}`.trim().slice(0, 2_000));
      }
      // The owner's preview tells the server too: an agent reply reads it to fix what broke.
      if (message && canEdit && buildId && reported.current < reportsPerLoad) {
        if (sendPreviewReport(projectId, buildId, message)) reported.current += 1;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, canEdit, projectId, buildId]);

  const frameKey = `${buildId}:${reloads}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new build or a reload clears the error
  useEffect(() => {
    setRuntimeError(null);
    reported.current = 0;
  }, [frameKey]);

  // The address changes only with a new build or a reload, not when the grant is renewed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: frameKey stands for what matters in info
  const src = useMemo(() => (info && buildId ? previewUrl(info, route.current) : null), [frameKey]);

  const reload = useCallback(async () => {
    await info?.refresh();
    setReloads((n) => n + 1);
  }, [info]);

  const build = info?.build;
  const problem: PreviewProblem | null =
    build?.status === 'failed'
      ? {
          kind: isPlatformFailure(build.problems) ? 'platform' : 'build',
          details: describeProblems(build.problems),
        }
      : runtimeError
        ? { kind: 'runtime', details: runtimeError }
        : null;

  return {
    device,
    setDevice,
    reload,
    frameKey,
    src,
    problem,
    showsLastGood: build?.status === 'failed' && Boolean(buildId),
    dismissRuntimeError: () => setRuntimeError(null),
    openUrl: info && buildId ? previewUrl(info, route.current) : null,
    visual,
  };
}
export type PreviewController = ReturnType<typeof usePreviewController>;
