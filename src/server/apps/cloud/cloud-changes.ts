import type { CloudEnvironment } from '../../db/schema';
import type { CloudRecordView } from './record-view';

export type CloudChange =
  | { type: 'created' | 'updated'; record: CloudRecordView; ownerId: string }
  | { type: 'deleted'; id: string; ownerId: string };

type Listener = (change: CloudChange) => void;

/**
 * Who is watching which collection in this process, so a change reaches every open app within
 * a moment. Each watcher filters what it may see (its rules) before anything is sent.
 */
export class CloudChanges {
  private readonly listeners = new Map<string, Set<Listener>>();
  /** Per app: what ends each of its watchers once the app is deleted. */
  private readonly closers = new Map<string, Set<() => void>>();

  private key(projectId: string, environment: CloudEnvironment, collection: string) {
    return `${projectId}\0${environment}\0${collection}`;
  }

  publish(projectId: string, environment: CloudEnvironment, collection: string, change: CloudChange) {
    for (const listener of this.listeners.get(this.key(projectId, environment, collection)) ?? []) listener(change);
  }

  /** Returns the function that stops listening. */
  subscribe(projectId: string, environment: CloudEnvironment, collection: string, listener: Listener) {
    const key = this.key(projectId, environment, collection);
    const set = this.listeners.get(key) ?? new Set<Listener>();
    this.listeners.set(key, set);
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  /** Runs `onClose` when the app is deleted; returns the function that stops waiting for that. */
  onAppClosed(projectId: string, onClose: () => void) {
    const set = this.closers.get(projectId) ?? new Set<() => void>();
    this.closers.set(projectId, set);
    set.add(onClose);
    return () => {
      set.delete(onClose);
      if (set.size === 0) this.closers.delete(projectId);
    };
  }

  /** A deleted app's watchers end now rather than stay open on an app that is gone. */
  closeApp(projectId: string) {
    const set = this.closers.get(projectId);
    this.closers.delete(projectId);
    for (const close of set ?? []) close();
  }
}
