/**
 * A check of something the server needs from the machine (the build sandbox, the functions'
 * runtime), kept for the life of the process but never stuck on a failure: a failed or timed-out
 * check is tried again in the background, soon at first and then every `maxRetryMs`, until it
 * passes. A busy machine that made one check time out therefore costs a few seconds, not the
 * process (issue: builds that never silently switch off).
 */

export type CheckResult<T> = ({ ok: true } & T) | { ok: false; reason: string; timedOut: boolean };

export interface RecoveringCheckOptions<T> {
  /** Answers the check; `timedOut` when it was stopped at its time limit rather than refused. */
  probe: () => Promise<CheckResult<T>>;
  /** The first retry's delay, doubled each time up to `maxRetryMs`. */
  firstRetryMs?: number;
  maxRetryMs?: number;
  /** Told of every change between passing and failing (and of the first answer). */
  onChange?: (result: CheckResult<T>, previous: CheckResult<T> | null) => void;
}

export class RecoveringCheck<T extends object = object> {
  private answer: Promise<CheckResult<T>> | null = null;
  private settled: CheckResult<T> | null = null;
  private failures = 0;
  private retry: NodeJS.Timeout | null = null;
  private passedOnce = false;
  private readonly waiters = new Set<() => void>();

  constructor(private readonly options: RecoveringCheckOptions<T>) {}

  /** The last answer, or the one in flight (the first call starts the check). */
  current(): Promise<CheckResult<T>> {
    this.answer ??= this.run();
    return this.answer;
  }

  /** The last settled answer without waiting: null before the first one. */
  get last(): CheckResult<T> | null {
    return this.settled;
  }

  /** Whether it passed at least once: a failure since then is a recovery in progress. */
  get hasPassed() {
    return this.passedOnce;
  }

  /** The answer once it passes, or the failing one after `maxWaitMs`. */
  async passing(maxWaitMs: number): Promise<CheckResult<T>> {
    const deadline = Date.now() + maxWaitMs;
    let result = await this.current();
    while (!result.ok && Date.now() < deadline) {
      await this.nextAnswer(deadline - Date.now());
      result = await this.current();
    }
    return result;
  }

  /** Stops retrying (the server is closing). */
  close() {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
  }

  private async run(): Promise<CheckResult<T>> {
    let result: CheckResult<T>;
    try {
      result = await this.options.probe();
    } catch (error) {
      result = { ok: false, reason: (error as Error).message, timedOut: false };
    }
    const previous = this.settled;
    this.settled = result;
    if (result.ok) {
      this.failures = 0;
      this.passedOnce = true;
    } else {
      this.scheduleRetry();
    }
    if (!previous || previous.ok !== result.ok) this.options.onChange?.(result, previous);
    for (const wake of this.waiters) wake();
    return result;
  }

  private scheduleRetry() {
    const first = this.options.firstRetryMs ?? 1_000;
    const delay = Math.min(first * 2 ** this.failures, this.options.maxRetryMs ?? 30_000);
    this.failures += 1;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.answer = this.run();
    }, delay);
    // A check waiting to be retried never keeps the process alive on its own.
    this.retry.unref();
  }

  private nextAnswer(maxMs: number) {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, maxMs));
      this.waiters.add(done);
    });
  }
}
