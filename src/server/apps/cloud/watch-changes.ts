import type { SSEStreamingApi } from 'hono/streaming';
import { type CloudCaller, scopeFor } from './cloud-access';
import type { CloudChange, CloudChanges } from './cloud-changes';

// Proxies close quiet connections; a comment line now and then keeps the stream open.
const keepAliveMs = 15_000;

/**
 * Streams a collection's changes that this watcher may read, as they happen, until the watcher
 * goes away or the app is deleted. Who owns a record never leaves the server.
 */
export async function watchChanges(
  changes: CloudChanges,
  watcher: CloudCaller,
  collection: string,
  stream: SSEStreamingApi,
) {
  const { ownerId } = scopeFor(watcher, collection, 'read');
  const visible = (change: CloudChange) => ownerId === null || change.ownerId === ownerId;
  let queue = Promise.resolve();
  const stop = changes.subscribe(watcher.projectId, watcher.environment, collection, (change) => {
    if (!visible(change)) return;
    const { ownerId: _owner, ...event } = change;
    // One write at a time, in the order changes happened.
    queue = queue
      .then(() => stream.writeSSE({ event: change.type, data: JSON.stringify(event) }))
      .catch(() => undefined);
  });
  await stream.writeSSE({ event: 'ready', data: '{}' });
  const keepAlive = setInterval(() => void stream.write(': keep-alive\n\n').catch(() => undefined), keepAliveMs);
  let stopWaiting = () => {};
  await new Promise<void>((resolve) => {
    stream.onAbort(resolve);
    stopWaiting = changes.onAppClosed(watcher.projectId, resolve);
  });
  clearInterval(keepAlive);
  stopWaiting();
  stop();
}
