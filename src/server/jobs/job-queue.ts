import { sql } from 'drizzle-orm';
import { type DrizzleTransactionLike, fromDrizzle, type Job, PgBoss, type Queue } from 'pg-boss';
import type { BuildPurpose } from '../../shared/app-template';
import type { Logger } from '../core/logger';
import type { DatabaseHandle, Transaction } from '../db/client';

/** What each queue carries. A run's turn settings are read from its project and messages. */
export interface JobData {
  'generation-run': { runId: string; automaticFix: boolean };
  /** A run whose attempts all died (their worker was killed each time): it is ended as interrupted. */
  'generation-run-gave-up': { runId: string; automaticFix: boolean };
  'preview-build': { projectId: string; filesHash: string; purpose?: BuildPurpose };
  /** One run of a live app's scheduled function (its cloud.json `schedules`). */
  'function-schedule': { projectId: string; functionName: string };
  /** Removes App Functions' calls kept past their plan's log days (hourly, ADR 0026). */
  'function-logs-sweep': Record<string, never>;
  /** A team workspace's seats the billing provider could not change when its members did. */
  'billing-seats-sync': { workspaceId: string };
  /** One sync of a project with its Git remote: push, import or conflict (ADR 0030). */
  'git-sync': { projectId: string };
  /** Every minute: connections whose remote or project moved get a `git-sync`. */
  'git-poll': Record<string, never>;
  /** Daily: the day's visitor salt goes, and analytics past their plan's retention (ADR 0033). */
  'analytics-sweep': Record<string, never>;
}
export type JobName = keyof JobData;

/**
 * A worker that stops sending heartbeats (killed, frozen, cut off from the database) loses its
 * job within about heartbeat + monitor seconds; another worker then takes it again.
 */
const heartbeatSeconds = 10;
const monitorSeconds = 5;
const pageSize = 1000;

const queues: Record<JobName, Omit<Queue, 'name'>> = {
  // A run is tried three times at most; its reply starts again from nothing each time (ADR 0015).
  'generation-run': {
    heartbeatSeconds,
    retryLimit: 2,
    expireInSeconds: 15 * 60,
    deadLetter: 'generation-run-gave-up',
    deleteAfterSeconds: 24 * 3600,
    notify: true,
  },
  'generation-run-gave-up': { retryLimit: 5, retryBackoff: true, deleteAfterSeconds: 7 * 24 * 3600, notify: true },
  'preview-build': { heartbeatSeconds, retryLimit: 2, expireInSeconds: 5 * 60, deleteAfterSeconds: 3600, notify: true },
  // A run missed is not run twice: the next occurrence comes.
  'function-schedule': { retryLimit: 0, expireInSeconds: 5 * 60, deleteAfterSeconds: 24 * 3600, notify: true },
  'function-logs-sweep': { retryLimit: 1, expireInSeconds: 10 * 60, deleteAfterSeconds: 24 * 3600 },
  // One waiting and one running per workspace (singletonKey); retried for about a day while the provider is down.
  'billing-seats-sync': {
    policy: 'stately',
    retryLimit: 30,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 120,
    deleteAfterSeconds: 7 * 24 * 3600,
    notify: true,
  },
  // One waiting and one running per project; a remote that is down is tried for about an hour.
  'git-sync': {
    policy: 'stately',
    retryLimit: 8,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 900,
    expireInSeconds: 300,
    deleteAfterSeconds: 24 * 3600,
    notify: true,
  },
  'git-poll': { retryLimit: 0, expireInSeconds: 120, deleteAfterSeconds: 3600 },
  'analytics-sweep': { retryLimit: 2, expireInSeconds: 600, deleteAfterSeconds: 7 * 24 * 3600 },
};
// The dead-letter queue must exist before the queue naming it.
const creationOrder: JobName[] = [
  'generation-run-gave-up',
  'generation-run',
  'preview-build',
  'function-schedule',
  'function-logs-sweep',
  'billing-seats-sync',
  'git-sync',
  'git-poll',
  'analytics-sweep',
];

export type JobHandler<N extends JobName> = (data: JobData[N], job: Job<JobData[N]>) => Promise<unknown>;

/**
 * The durable job queue (pg-boss, ADR 0015) on the product's own database: jobs are sent in the
 * transaction that creates their work, so a run and its job commit together, and any process
 * with workers (a web instance, or `npm run worker`) executes them.
 */
export class JobQueue {
  private constructor(
    private readonly boss: PgBoss,
    private readonly database: DatabaseHandle,
  ) {}

  static async start(database: DatabaseHandle, logger: Logger) {
    const boss = new PgBoss({
      db: database.jobs.database,
      schema: database.jobs.schema,
      backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
      // New jobs wake idle workers at once (NOTIFY); polling stays as the backstop.
      useListenNotify: true,
      monitorIntervalSeconds: monitorSeconds,
      superviseIntervalSeconds: monitorSeconds,
      // Cron: each instance looks, and the queue sends each occurrence once across all of them.
      schedule: true,
      persistWarnings: false,
      openTelemetry: { enabled: false },
    });
    boss.on('error', (error: unknown) => logger.warn('job queue', { error: String(error) }));
    await boss.start();
    for (const name of creationOrder) {
      if (await boss.getQueue(name)) continue;
      // Another process starting at the same moment may create it first.
      await boss.createQueue(name, queues[name]).catch(async (error) => {
        if (!(await boss.getQueue(name))) throw error;
      });
    }
    return new JobQueue(boss, database);
  }

  /**
   * Sent in `tx` when given: the job exists exactly when what it works on does. A `singletonKey`
   * lets the queue's policy keep one such job per key (answering null for one it refused).
   */
  async send<N extends JobName>(name: N, data: JobData[N], tx?: Transaction, options: { singletonKey?: string } = {}) {
    // Our transaction's execute() is typed for any driver (unknown rows); pg-boss reads rows from either shape.
    const db = tx ? fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) : undefined;
    return this.boss.send(name, data, db ? { ...options, db } : options);
  }

  /** Sends `data` to `name` on every occurrence of `cron` (UTC), as the schedule `key`; replaces one of that key. */
  async schedule<N extends JobName>(name: N, key: string, cron: string, data: JobData[N]) {
    await this.boss.schedule(name, cron, data, { key, tz: 'UTC', missed: 'skip' });
  }

  async unschedule(name: JobName, key: string) {
    await this.boss.unschedule(name, key);
  }

  /** The schedules of `name` whose key starts with `prefix`. */
  async schedules(name: JobName, prefix: string) {
    return (await this.boss.getSchedules(name)).filter((s) => s.key.startsWith(prefix));
  }

  /** This process executes up to `concurrency` jobs of `name` at once. */
  async work<N extends JobName>(name: N, concurrency: number, handler: JobHandler<N>) {
    await this.boss.work<JobData[N]>(
      name,
      { localConcurrency: concurrency, pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 5 },
      async ([job]) => (job ? handler(job.data, job) : undefined),
    );
  }

  /** The jobs of `name` whose data contains `data` and that are not finished (waiting, retried or executing). */
  async pending<N extends JobName>(name: N, data?: Partial<JobData[N]>) {
    const unfinished = [];
    let after: string | undefined;
    for (;;) {
      const page = await this.boss.findJobs<JobData[N]>(name, { data, limit: pageSize, after });
      unfinished.push(
        ...page.filter((job) => job.state === 'created' || job.state === 'retry' || job.state === 'active'),
      );
      if (page.length < pageSize) return unfinished;
      after = page.at(-1)?.id;
    }
  }

  /**
   * Embedded database (PGlite): one process holds it, so a job still active when it starts was
   * cut off by the last stop. It is failed now (and retried) rather than after its heartbeat.
   */
  async releaseAbandoned() {
    if (this.database.kind !== 'pglite') return;
    for (const name of creationOrder) {
      const active = (await this.pending(name)).filter((job) => job.state === 'active');
      if (active.length)
        await this.boss.fail(
          name,
          active.map((job) => job.id),
          { reason: 'restarted' },
        );
    }
  }

  /** Stops taking jobs; those being executed get `timeoutMs` to finish, then are left to be retried. */
  async stop(timeoutMs: number) {
    await this.boss.stop({ graceful: true, timeout: timeoutMs, close: false });
  }
}
