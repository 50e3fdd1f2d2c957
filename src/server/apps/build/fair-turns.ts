/** A turn to run one build; `release` ends it (once). */
export interface Turn {
  owner: string;
  release(): void;
}

interface Running {
  owner: string;
  startedAt: number;
  overdue: boolean;
  timer: NodeJS.Timeout | null;
}

/** How fast an owner's past build time stops counting against it: half every this long. */
const usageHalfLifeMs = 30_000;

/**
 * Turns to run builds, shared fairly between owners (workspaces, ADR 0034). At most `slots` run
 * at once; a free slot goes to the waiting owner with the fewest builds running, then the one that
 * used the least build time lately, then the first in line: one account's tenth build waits behind
 * the others' first, and an account whose builds are slow waits behind quicker ones. A build that
 * had its fair share (it ran past `fairShareMs`, or its owner used more than that lately) stops
 * holding back owners with nothing running: while every slot is held by such builds, such an
 * owner's build starts beside them, up to twice `slots` in all. However slow one account makes its
 * builds, another account's build waits at most `fairShareMs` for a slot.
 */
export class FairTurns {
  /** Waiting builds by owner; the Map's order is the order owners are served in. */
  private readonly waiting = new Map<string, Array<(turn: Turn) => void>>();
  private readonly running = new Set<Running>();
  /** Build time each owner used, as of `at` (it halves every usageHalfLifeMs after). */
  private readonly usage = new Map<string, { ms: number; at: number }>();
  /** The most turns that were ever running at once (for tests and monitoring). */
  peak = 0;

  constructor(
    private readonly slots: number,
    /** null: a slow build holds its slot to its end (no build starts beside it). */
    private readonly fairShareMs: number | null,
  ) {}

  take(owner: string): Promise<Turn> {
    return new Promise((resolve) => {
      const queue = this.waiting.get(owner);
      if (queue) queue.push(resolve);
      else this.waiting.set(owner, [resolve]);
      this.grant();
    });
  }

  /** Builds running or waiting now. */
  get size() {
    let waiting = 0;
    for (const queue of this.waiting.values()) waiting += queue.length;
    return this.running.size + waiting;
  }

  private grant() {
    for (;;) {
      const owner = this.nextOwner();
      if (owner === undefined || !this.hasRoomFor(owner)) return;
      const queue = this.waiting.get(owner) ?? [];
      const resolve = queue.shift();
      // Served: the owner goes to the back of the line.
      this.waiting.delete(owner);
      if (queue.length) this.waiting.set(owner, queue);
      if (resolve) resolve(this.start(owner));
    }
  }

  private start(owner: string): Turn {
    const running: Running = { owner, startedAt: performance.now(), overdue: false, timer: null };
    if (this.fairShareMs !== null) {
      running.timer = setTimeout(() => {
        running.overdue = true;
        this.grant();
      }, this.fairShareMs);
      running.timer.unref();
    }
    this.running.add(running);
    this.peak = Math.max(this.peak, this.running.size);
    let released = false;
    return {
      owner,
      release: () => {
        if (released) return;
        released = true;
        if (running.timer) clearTimeout(running.timer);
        this.running.delete(running);
        this.charge(owner, performance.now() - running.startedAt);
        this.grant();
      },
    };
  }

  /** The waiting owner with the fewest builds running, then the least build time used; the first in line among equals. */
  private nextOwner() {
    let best: string | undefined;
    let least = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
    const now = performance.now();
    for (const owner of this.waiting.keys()) {
      const rank = [this.runningOf(owner), this.usedBy(owner, now)];
      if (rank[0] < least[0] || (rank[0] === least[0] && rank[1] < least[1])) [best, least] = [owner, rank];
    }
    return best;
  }

  /**
   * Whether a running build has had its fair share: it ran past fairShareMs, or its owner already
   * used more than that lately (an account building slow projects one after another).
   */
  private overdue(running: Running, now: number) {
    if (this.fairShareMs === null) return false;
    return running.overdue || this.usedBy(running.owner, now) > this.fairShareMs;
  }

  private usedBy(owner: string, now: number) {
    const used = this.usage.get(owner);
    return used ? used.ms * 0.5 ** ((now - used.at) / usageHalfLifeMs) : 0;
  }

  private charge(owner: string, ms: number) {
    const now = performance.now();
    this.usage.set(owner, { ms: this.usedBy(owner, now) + ms, at: now });
    // Owners whose use has faded are forgotten, so the map holds only the recently busy.
    if (this.usage.size > 1_000)
      for (const [other] of this.usage) if (this.usedBy(other, now) < 1) this.usage.delete(other);
  }

  private runningOf(owner: string) {
    let count = 0;
    for (const running of this.running) if (running.owner === owner) count += 1;
    return count;
  }

  private hasRoomFor(owner: string) {
    if (this.running.size < this.slots) return true;
    let prompt = 0;
    const now = performance.now();
    for (const running of this.running) if (!this.overdue(running, now)) prompt += 1;
    return prompt < this.slots && this.running.size < 2 * this.slots && this.runningOf(owner) === 0;
  }
}
