import type { Context } from 'hono';
import { beaconLimits, beaconPath } from '../../../shared/analytics';
import { largestUploadRequest } from '../../../shared/cloud/limits';
import { largestFunctionRequest } from '../../../shared/functions/limits';
import { type BodyRule, limitBodies } from '../../http/body-limit';

/** App Cloud routes that hold a body to the app's plan themselves, once they know who asks. */
const limitedByPlan = (c: Context) =>
  c.req.method === 'POST' && c.req.path === '/_cloud/v1/files'
    ? largestUploadRequest
    : /^\/_cloud\/v1\/(functions|hooks)\//.test(c.req.path)
      ? largestFunctionRequest
      : null;

/**
 * The body limit of every route on apps' hosts (previews, live links, custom domains), before any
 * route runs: a page view is tiny, uploads and function calls may declare up to the largest plan's
 * size (their routes count what streams in against the app's own plan), everything else gets the
 * server's BODY_LIMIT_BYTES.
 */
export function appHostBodyLimit(standardBytes: number) {
  return limitBodies((c): BodyRule => {
    if (c.req.path === beaconPath) return { bytes: beaconLimits.bodyBytes };
    const planned = limitedByPlan(c);
    return planned === null ? { bytes: standardBytes } : { bytes: planned, countedByRoute: true };
  });
}
