import { lazy, Suspense, useSyncExternalStore } from 'react';

// The toast library arrives with the first toast, not with every page: most visits show none.
type Toasts = typeof import('sonner')['toast'];
type Kind = 'success' | 'info' | 'error';

let ready: Toasts | null = null;
let wanted = false;
const waiting: Array<(toast: Toasts) => void> = [];
const listeners = new Set<() => void>();

const ToastRegion = lazy(() => import('./toast-region').then((m) => ({ default: m.ToastRegion })));

function show(kind: Kind, title: string, description?: string) {
  const call = (toast: Toasts) => void toast[kind](title, { description });
  if (ready) return call(ready);
  waiting.push(call);
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Called by the toast region once it listens: the toasts asked for meanwhile are shown. */
export function toastsReady(toast: Toasts) {
  ready = toast;
  for (const call of waiting.splice(0)) call(toast);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function Toaster() {
  const visible = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return visible ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}

/** The spec's toasts: a title and a description; destructive ones use the error style. */
export const notify = {
  success: (title: string, description?: string) => show('success', title, description),
  info: (title: string, description?: string) => show('info', title, description),
  error: (title: string, description?: string) => show('error', title, description),
};
