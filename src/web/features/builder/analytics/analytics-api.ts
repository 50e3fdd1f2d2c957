import type { AnalyticsRange, AnalyticsReport } from '../../../../shared/analytics';
import { api, unwrap } from '../../../lib/api';

// The typed client for the Analytics tab's one route (src/server/features/analytics): members of
// the project's workspace, viewers too, may read it; unwrap gives the server's own message otherwise.
const analytics = api.projects[':projectId'].analytics;

export const fetchAnalytics = (projectId: string, range: AnalyticsRange): Promise<AnalyticsReport> =>
  unwrap(analytics.$get({ param: { projectId }, query: { range } }));
