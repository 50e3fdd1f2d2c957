import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The projects page lives in ?page= so reloads, shared links and Back keep it; page 1 is the bare URL. */
export function usePageParam() {
  const [params] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;

  /** The search string for another page, keeping any other query parameters. */
  const searchFor = useCallback(
    (target: number) => {
      const next = new URLSearchParams(params);
      if (target <= 1) next.delete('page');
      else next.set('page', String(target));
      const search = next.toString();
      return search ? `?${search}` : '';
    },
    [params],
  );

  return { page, searchFor };
}
