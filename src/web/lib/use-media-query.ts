import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept current. The builder renders either the split or the
 * phone tabs (never both), so the chat panel is mounted once.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
