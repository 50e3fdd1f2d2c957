import { CronExpressionParser } from 'cron-parser';

/**
 * A live app's scheduled functions (cloud.json `schedules`, ADR 0026) as schedules of the job
 * queue: one per app and function, set again at each deploy and rollback, removed when the app is
 * taken down. The queue sends each occurrence once across all instances; a worker runs it.
 */

/** What of the job queue schedules use (jobs/job-queue.ts). */
export interface ScheduleQueue {
  schedule(name: 'function-schedule', key: string, cron: string, data: ScheduledRun): Promise<void>;
  unschedule(name: 'function-schedule', key: string): Promise<void>;
  schedules(name: 'function-schedule', prefix: string): Promise<Array<{ key: string }>>;
}

export interface ScheduledRun {
  projectId: string;
  functionName: string;
}

export const scheduleKey = ({ projectId, functionName }: ScheduledRun) => `${projectId}/${functionName}`;

/** Makes the app's schedules on the queue exactly `schedules` (none: the app is not live). */
export async function syncLiveSchedules(queue: ScheduleQueue, projectId: string, schedules: Record<string, string>) {
  const prefix = `${projectId}/`;
  for (const { key } of await queue.schedules('function-schedule', prefix)) {
    if (!Object.hasOwn(schedules, key.slice(prefix.length))) await queue.unschedule('function-schedule', key);
  }
  for (const [functionName, cron] of Object.entries(schedules)) {
    const run = { projectId, functionName };
    await queue.schedule('function-schedule', scheduleKey(run), cron, run);
  }
}

/** When a cron expression comes due next (UTC), or null when it cannot be read. */
export function nextRunOf(cron: string, after = new Date()): string | null {
  try {
    return CronExpressionParser.parse(cron, { tz: 'UTC', currentDate: after }).next().toISOString();
  } catch {
    return null;
  }
}
