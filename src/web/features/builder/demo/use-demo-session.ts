import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { builderToasts } from '../../../../shared/builder-texts';
import { demoProject, demoProjectId, demoScript, demoTimings } from '../../../../shared/demo-script';
import { defaultModel, visibilityOptions } from '../../../../shared/projects';
import { notify } from '../../../components/ui/toaster';
import type { BuilderProject, BuilderSession } from '../session/builder-session';
import { applyDemoEvent, type DemoState, demoTimeline, initialDemoState, upsertMessage } from './demo-timeline';

const initialProject: BuilderProject = {
  id: demoProjectId,
  name: demoProject.name,
  description: demoProject.description,
  status: 'building',
  visibility: 'public',
  model: defaultModel,
  discussMode: false,
  customInstructions: '',
  // The visitor "owns" the local demo: every control works, and changes stay in this tab.
  workspaceId: '',
  canEdit: true,
  canManage: true,
  isMember: false,
};

/** The live demo: no server and no account; a scripted conversation and build played on timers. */
export function useDemoSession(): BuilderSession {
  const [project, setProject] = useState(initialProject);
  const [state, setState] = useState<DemoState>(initialDemoState);
  const [pendingReplies, setPendingReplies] = useState(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const schedule = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    // Starts from scratch on every mount (StrictMode mounts twice; the first run's timers are gone).
    setState(initialDemoState);
    for (const { at, event } of demoTimeline()) schedule(at, () => setState((s) => applyDemoEvent(s, event)));
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, [schedule]);

  const send = useCallback<BuilderSession['send']>(
    async ({ content }) => {
      const text = content.trim();
      if (!text) return;
      const id = `demo-sent-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
      setState((s) => ({ ...s, messages: upsertMessage(s.messages, { id, role: 'user', content: text }) }));
      setPendingReplies((n) => n + 1);
      schedule(demoTimings.cannedReplyDelayMs, () => {
        setState((s) => ({
          ...s,
          messages: upsertMessage(s.messages, {
            id: `${id}-reply`,
            role: 'assistant',
            content: demoScript.cannedReply,
          }),
        }));
        setPendingReplies((n) => n - 1);
      });
    },
    [schedule],
  );

  const rename = useCallback<BuilderSession['rename']>(async (name) => {
    setProject((p) => ({ ...p, name }));
  }, []);

  const setVisibility = useCallback<BuilderSession['setVisibility']>(async (visibility) => {
    const option = visibilityOptions.find((o) => o.value === visibility);
    setProject((p) => ({ ...p, visibility }));
    const toast = builderToasts.demoVisibility(option?.label ?? visibility);
    notify.info(toast.title, toast.description);
  }, []);

  const setFrozen = useCallback<BuilderSession['setFrozen']>(async (target, isFrozen) => {
    setState((s) => ({
      ...s,
      files: s.files.map((f) => (target === 'all' || f.id === target.fileId ? { ...f, isFrozen } : f)),
    }));
  }, []);

  const saveChatSettings = useCallback<BuilderSession['saveChatSettings']>(async (settings) => {
    setProject((p) => ({ ...p, ...settings }));
  }, []);

  return useMemo<BuilderSession>(
    () => ({
      isDemo: true,
      project,
      messages: state.messages,
      files: state.files,
      replyPending: state.thinking || pendingReplies > 0,
      buildProgress: state.buildProgress,
      buildStep: null,
      // The demo's replies never fail.
      retryableMessageId: null,
      retry: noRetry,
      preview: null,
      rename,
      setVisibility,
      send,
      setFrozen,
      saveChatSettings,
    }),
    [project, state, pendingReplies, rename, setVisibility, send, setFrozen, saveChatSettings],
  );
}

const noRetry = async () => {};
