import type { AppDataEnvironment } from '../../../../shared/app-data';
import type { AiLimits, AiUsage } from '../../../../shared/app-services/ai';
import type { AppEmailOverview } from '../../../../shared/app-services/email';
import { ordersCollection } from '../../../../shared/app-services/payments';
import { api, unwrap } from '../../../lib/api';

// The typed client for the Services tab: the app's AI and e-mail routes
// (src/server/features/app-ai, app-email) and, for orders, the Database tab's records.
const project = api.projects[':projectId'];

export const fetchAiUsage = (projectId: string): Promise<AiUsage> => unwrap(project.ai.$get({ param: { projectId } }));

export const saveAiLimits = (projectId: string, limits: AiLimits): Promise<AiUsage> =>
  unwrap(project.ai.$put({ param: { projectId }, json: limits }));

export const fetchEmail = (projectId: string, env: AppDataEnvironment): Promise<AppEmailOverview> =>
  unwrap(project.email.$get({ param: { projectId }, query: { env } }));

export const suppressAddress = (projectId: string, email: string) =>
  unwrap(project.email.suppressions.$post({ param: { projectId }, json: { email } }));

// The typed client puts params into the path as they are; an address is one segment whatever it holds.
export const liftSuppression = (projectId: string, email: string) =>
  unwrap(project.email.suppressions[':email'].$delete({ param: { projectId, email: encodeURIComponent(email) } }));

/** How many orders the tab shows: the newest; the Database tab has them all. */
export const ordersShown = 20;

export const fetchOrders = (projectId: string, env: AppDataEnvironment) =>
  unwrap(
    project.data.collections[':collection'].records.$get({
      param: { projectId, collection: ordersCollection },
      query: { env, search: '', sort: 'createdAt', order: 'desc', offset: '0', limit: String(ordersShown) },
    }),
  );

export type OrderRecord = Awaited<ReturnType<typeof fetchOrders>>['items'][number];
