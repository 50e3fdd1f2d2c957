import { useEffect, useRef } from 'react';

/**
 * A way for other parts of the builder (the preview's "Ask AI about this element") to put text
 * into the chat composer without owning its draft: one builder is open at a time.
 */
const listeners = new Set<(text: string) => void>();

export const prefillComposer = (text: string) => {
  for (const listener of listeners) listener(text);
};

export function useComposerPrefill(onPrefill: (text: string) => void) {
  const latest = useRef(onPrefill);
  latest.current = onPrefill;
  useEffect(() => {
    const listener = (text: string) => latest.current(text);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
}
