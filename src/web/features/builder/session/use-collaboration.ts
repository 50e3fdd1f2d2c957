import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { collaborationLimits, collaborationTexts } from '../../../../shared/collaboration';
import { notify } from '../../../components/ui/toaster';
import { api, unwrap } from '../../../lib/api';
import type { BuilderCollaboration, SendInput } from './builder-session';

type Activity = Awaited<ReturnType<typeof fetchActivity>>;

const fetchActivity = (projectId: string) =>
  unwrap(api.projects[':projectId'].presence.$post({ param: { projectId } }));

/** What changed in the project since the last heartbeat, as far as this builder must follow it. */
const changed = (before: Activity, now: Activity) =>
  before.messageCount !== now.messageCount || before.run?.id !== now.run?.id || before.run?.status !== now.run?.status;

/**
 * Members working in one project together: a heartbeat says this builder is open and reads who
 * else is, the queue of waiting messages, and whether someone else's reply started or ended (the
 * builder then re-reads the conversation and follows the reply live). Off for visitors.
 */
export function useCollaboration(
  projectId: string,
  isMember: boolean,
  base: readonly unknown[],
): BuilderCollaboration | null {
  const queryClient = useQueryClient();
  const key = useMemo(() => [...base, 'presence'], [base]);
  const activity = useQuery({
    queryKey: key,
    queryFn: () => fetchActivity(projectId),
    enabled: isMember,
    refetchInterval: collaborationLimits.heartbeatMs,
  });
  const seen = useRef<Activity | null>(null);
  useEffect(() => {
    const now = activity.data;
    if (!now) return;
    const before = seen.current;
    seen.current = now;
    // This tab follows its own member's replies itself (they may have been sent from here).
    const mine = now.run?.userId === now.present.find((p) => p.you)?.userId;
    if (before && changed(before, now) && !mine) {
      // The preview is re-read only once a reply has ended: a new grant would reload the frame.
      const skipped = now.run?.status === 'running' ? ['presence', 'preview'] : ['presence'];
      void queryClient.invalidateQueries({
        queryKey: base,
        predicate: (query) => !skipped.includes(String(query.queryKey[base.length])),
      });
    }
  }, [activity.data, base, queryClient]);

  const setQueue = useCallback(
    (queue: Activity['queue']) => queryClient.setQueryData<Activity>(key, (data) => (data ? { ...data, queue } : data)),
    [queryClient, key],
  );
  const enqueue = useCallback(
    async ({ content, model, discussMode }: SendInput) => {
      try {
        const { queue } = await unwrap(
          api.projects[':projectId'].queue.$post({ param: { projectId }, json: { content, model, discussMode } }),
        );
        setQueue(queue);
        notify.success(collaborationTexts.queued);
      } catch (error) {
        notify.error(error instanceof Error ? error.message : collaborationTexts.queueFull);
        throw error;
      }
    },
    [projectId, setQueue],
  );
  const takeBack = useCallback(
    async (queuedId: string) => {
      try {
        const { queue } = await unwrap(
          api.projects[':projectId'].queue[':queuedId'].$delete({ param: { projectId, queuedId } }),
        );
        setQueue(queue);
      } catch (error) {
        notify.error(error instanceof Error ? error.message : collaborationTexts.queuedNotFound);
      }
    },
    [projectId, setQueue],
  );
  const data = isMember ? activity.data : undefined;
  return useMemo(
    () => (data ? { present: data.present, queue: data.queue, enqueue, takeBack } : null),
    [data, enqueue, takeBack],
  );
}
