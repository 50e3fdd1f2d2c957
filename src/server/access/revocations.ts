import { randomUUID } from 'node:crypto';
import type { Logger } from '../core/logger';
import type { Database, DatabaseHandle } from '../db/client';
import { roleIn } from './workspaces';

/** The PostgreSQL channel every instance LISTENs on for members who lost a workspace. */
export const revocationsChannel = 'shipwright_access_revoked';

type Connection = Required<Pick<DatabaseHandle, 'listen' | 'notify'>>;
type Listener = () => void;

const keyOf = (workspaceId: string, userId: string) => `${workspaceId}:${userId}`;

/**
 * Membership is checked when a stream opens; this is how an open one learns that it no longer
 * holds. A member removed from a workspace (or leaving it, or the workspace deleted) is revoked
 * here, and every live stream they hold on its projects ends at once: in this process directly,
 * on the other instances (PostgreSQL) over NOTIFY.
 */
export class AccessRevocations {
  private readonly instanceId = randomUUID();
  private readonly listeners = new Map<string, Set<Listener>>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly connection?: Connection,
    private readonly logger?: Logger,
  ) {}

  /** Listening on PostgreSQL; in-process only on PGlite, where one process serves everything. */
  static async connect(database: Pick<DatabaseHandle, 'kind' | 'listen' | 'notify'>, logger: Logger) {
    if (database.kind !== 'postgres' || !database.listen || !database.notify) return new AccessRevocations();
    const revocations = new AccessRevocations({ listen: database.listen, notify: database.notify }, logger);
    const { unlisten } = await database.listen(revocationsChannel, (payload) => revocations.receive(payload));
    revocations.unlisten = unlisten;
    return revocations;
  }

  /** Calls `onRevoked` (once) when the user loses the workspace; returns the way to stop listening. */
  watch(workspaceId: string, userId: string, onRevoked: Listener): () => void {
    const key = keyOf(workspaceId, userId);
    let called = false;
    const listener = () => {
      if (called) return;
      called = true;
      onRevoked();
    };
    const set = this.listeners.get(key) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(key, set);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(key) === set) this.listeners.delete(key);
    };
  }

  /** After the membership's removal committed: ends the user's streams on every instance. */
  async revoke(workspaceId: string, userId: string) {
    this.hear(workspaceId, userId);
    if (!this.connection) return;
    const message = JSON.stringify({ from: this.instanceId, workspaceId, userId });
    await this.connection.notify(revocationsChannel, message).catch((error) => {
      // Streams elsewhere then end at their next membership check (a reconnect); the change stands.
      this.logger?.warn('access revocation not published', { workspaceId, error: String(error) });
    });
  }

  /** Streams open here right now (tests and metrics). */
  get watching() {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  async close() {
    await this.unlisten?.().catch(() => undefined);
    this.unlisten = null;
  }

  private hear(workspaceId: string, userId: string) {
    for (const listener of [...(this.listeners.get(keyOf(workspaceId, userId)) ?? [])]) listener();
  }

  private receive(payload: string) {
    try {
      const message = JSON.parse(payload) as { from?: unknown; workspaceId?: unknown; userId?: unknown };
      if (message.from === this.instanceId) return; // heard already, when it was sent
      if (typeof message.workspaceId === 'string' && typeof message.userId === 'string') {
        this.hear(message.workspaceId, message.userId);
      }
    } catch {
      // not ours
    }
  }
}

/**
 * For a stream a member opens on one of the workspace's projects: `end` is called when their
 * membership is revoked, including a removal that committed between the stream's access check
 * and this call (read again once listening, so no revocation falls in between).
 */
export async function endOnRevocation(
  deps: { db: Database; revocations: AccessRevocations },
  workspaceId: string,
  userId: string,
  end: () => void,
): Promise<() => void> {
  const stop = deps.revocations.watch(workspaceId, userId, end);
  if (!(await roleIn(deps.db, workspaceId, userId))) end();
  return stop;
}
