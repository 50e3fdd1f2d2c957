import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsRange } from '../../../../shared/analytics';
import { fetchAnalytics } from './analytics-api';

const pollMs = 60_000;

/**
 * A range's report; looked at again every minute while the tab is shown. A hidden tab stays
 * mounted but does not ask (`enabled`), and on coming back it asks at once if the report is
 * older than a minute. The previous range stays on screen while the next one loads.
 */
export function useAnalytics(projectId: string, range: AnalyticsRange, active: boolean) {
  return useQuery({
    queryKey: ['project', projectId, 'analytics', range],
    queryFn: () => fetchAnalytics(projectId, range),
    enabled: active,
    staleTime: pollMs,
    refetchInterval: pollMs,
    placeholderData: keepPreviousData,
  });
}
