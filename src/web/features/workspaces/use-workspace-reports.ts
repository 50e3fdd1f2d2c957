import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { workspacesQueryKey } from './use-workspaces';

/** One month of the workspace's token pool, by member and by project (admins). */
export function useWorkspaceUsage(workspaceId: string, month: string) {
  return useQuery({
    queryKey: [...workspacesQueryKey, 'usage', workspaceId, month],
    queryFn: () => unwrap(api.workspaces[':workspaceId'].usage.$get({ param: { workspaceId }, query: { month } })),
    placeholderData: keepPreviousData,
  });
}

export type WorkspaceUsage = NonNullable<ReturnType<typeof useWorkspaceUsage>['data']>;

/** A page of the audit log, only actions starting with `action` when one is given (admins). */
export function useAuditLog(workspaceId: string, page: number, action: string | undefined) {
  return useQuery({
    queryKey: [...workspacesQueryKey, 'audit', workspaceId, page, action ?? ''],
    queryFn: () =>
      unwrap(
        api.workspaces[':workspaceId'].audit.$get({
          param: { workspaceId },
          query: { page: String(page), ...(action ? { action } : {}) },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of the whole log: a plain link, so the browser downloads it with the session cookie. */
export const auditCsvUrl = (workspaceId: string) => `/api/workspaces/${encodeURIComponent(workspaceId)}/audit.csv`;

/** The last `count` calendar months (UTC, as tokens are counted), newest first: "2026-11", "2026-10", ... */
export function recentMonths(count: number, now: Date = new Date()): string[] {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    return date.toISOString().slice(0, 7);
  });
}

/** "November 2026" for "2026-11", in the reader's language. */
export function monthLabel(month: string, locale?: string) {
  const [year, index] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (index ?? 1) - 1, 1)),
  );
}

export type AuditEvent = NonNullable<ReturnType<typeof useAuditLog>['data']>['events'][number];
