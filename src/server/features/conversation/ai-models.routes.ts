import { Hono } from 'hono';
import { aiModels } from '../../../shared/projects';
import { modelProblems } from '../../ai/model-health';
import { isLive } from '../../ai/models';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/session';
import type { Env } from '../../core/env';

/**
 * The chat's model choices as they stand now: whether a configured provider answers each, and
 * why one is not working (its last call had its key refused or its model unknown), for the picker.
 */
export const aiModelsRoutes = ({ env, auth }: { env: Env; auth: Auth }) =>
  new Hono().get('/', requireUser(auth), (c) => {
    const problems = modelProblems();
    const models = aiModels.map((m) => ({ id: m.id, live: isLive(env, m.id), problem: problems[m.id] ?? null }));
    return c.json({ models }, 200);
  });
