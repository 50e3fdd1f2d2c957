import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type ProjectSort, projectLimits, projectSorts } from '../../../shared/projects';

/**
 * The list's page, search and order live in the URL (?page=, ?q=, ?sort=) so reloads, shared
 * links and Back keep them; defaults (page 1, no search, last opened) leave the URL bare.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const q = (params.get('q') ?? '').slice(0, projectLimits.nameMaxLength);
  const sortParam = params.get('sort');
  const sort: ProjectSort = projectSorts.find((s) => s === sortParam) ?? 'opened';

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

  /** A new search or order starts again from page 1; typing replaces the history entry. */
  const setFilter = useCallback(
    (changes: { q?: string; sort?: ProjectSort }) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('page');
          if (changes.q !== undefined) {
            if (changes.q.trim()) next.set('q', changes.q);
            else next.delete('q');
          }
          if (changes.sort !== undefined) {
            if (changes.sort === 'opened') next.delete('sort');
            else next.set('sort', changes.sort);
          }
          return next;
        },
        { replace: changes.q !== undefined },
      );
    },
    [setParams],
  );

  return { page, q, sort, searchFor, setFilter };
}
