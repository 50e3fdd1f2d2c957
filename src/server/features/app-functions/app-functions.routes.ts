import { Hono } from 'hono';
import { z } from 'zod';
import { envQuerySchema } from '../../../shared/app-data';
import { consoleCallSchema } from '../../../shared/functions/console';
import { functionNamePattern, functionTexts } from '../../../shared/functions/limits';
import { saveSecretSchema, secretNameSchema } from '../../../shared/functions/secrets';
import { type CloudDeps, functionDepsFor } from '../../apps/cloud/cloud.routes';
import { deleteSecret, listSecrets, saveSecret } from '../../apps/functions/function-secrets';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/session';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validate';
import { secretBoxFor } from '../../vendors/secret-box';
import { dataScope } from '../app-data/app-data-access';
import { consoleCall, functionsPanel } from './functions-panel';

const secretParams = z.object({ projectId: z.string(), name: secretNameSchema });

/**
 * The builder's Functions panel (ADR 0026), per environment (`?env=preview|live`): the functions
 * the environment serves with their last calls and logs, a console that calls one, and the
 * environment's secrets (shown by name and the end of their value only). Owner only; others get a 404.
 */
export const appFunctionsRoutes = (deps: CloudDeps & { auth: Auth }) => {
  const signedIn = requireUser(deps.auth);
  // The console's calls reach App Cloud through one in-process backend, made here once.
  const functionDeps = functionDepsFor(deps);
  const scopeOf = (projectId: string, userId: string, env: 'preview' | 'live') =>
    dataScope(deps.db, projectId, userId, env);
  const secretScope = (scope: Awaited<ReturnType<typeof scopeOf>>) => ({
    projectId: scope.project.id,
    environment: scope.environment,
  });
  return new Hono()
    .get('/:projectId/functions', signedIn, validate('query', envQuerySchema), async (c) => {
      const scope = await scopeOf(c.req.param('projectId'), c.var.user.id, c.req.valid('query').env);
      return c.json(await functionsPanel(deps, scope), 200);
    })
    .get('/:projectId/functions/secrets', signedIn, validate('query', envQuerySchema), async (c) => {
      const scope = await scopeOf(c.req.param('projectId'), c.var.user.id, c.req.valid('query').env);
      return c.json({ secrets: await listSecrets(deps.db, secretScope(scope)) }, 200);
    })
    .put(
      '/:projectId/functions/secrets/:name',
      signedIn,
      validate('param', secretParams),
      validate('query', envQuerySchema),
      validate('json', saveSecretSchema),
      async (c) => {
        const { projectId, name } = c.req.valid('param');
        const scope = await scopeOf(projectId, c.var.user.id, c.req.valid('query').env);
        const box = secretBoxFor(deps.env);
        return c.json(
          { secret: await saveSecret(deps.db, box, secretScope(scope), name, c.req.valid('json').value) },
          200,
        );
      },
    )
    .delete(
      '/:projectId/functions/secrets/:name',
      signedIn,
      validate('param', secretParams),
      validate('query', envQuerySchema),
      async (c) => {
        const { projectId, name } = c.req.valid('param');
        const scope = await scopeOf(projectId, c.var.user.id, c.req.valid('query').env);
        return c.json(await deleteSecret(deps.db, secretScope(scope), name), 200);
      },
    )
    .post(
      '/:projectId/functions/:name/calls',
      signedIn,
      validate('query', envQuerySchema),
      validate('json', consoleCallSchema),
      async (c) => {
        const scope = await scopeOf(c.req.param('projectId'), c.var.user.id, c.req.valid('query').env);
        const name = c.req.param('name');
        if (!functionNamePattern.test(name))
          throw new ApiError(404, 'function_not_found', functionTexts.notFound(name));
        return c.json(await consoleCall(functionDeps, scope, name, c.req.valid('json')), 200);
      },
    );
};
