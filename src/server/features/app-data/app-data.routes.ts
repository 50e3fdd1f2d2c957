import { Hono } from 'hono';
import {
  envQuerySchema,
  exportQuerySchema,
  filesQuerySchema,
  resetPreviewSchema,
  usersQuerySchema,
} from '../../../shared/app-data';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/session';
import { validate } from '../../http/validate';
import { fieldPatchSchema, recordDataSchema, recordsQuerySchema } from './app-data.schemas';
import { dataSummary, deployRulesCheck, listAppUsers } from './app-data.service';
import { type AppDataDeps, collectionParam, dataScope } from './app-data-access';
import { exportCollection } from './app-data-export';
import { listAppFiles, removeAppFile } from './app-data-files';
import { addRecord, listCollection, removeRecord, setField } from './app-data-records';
import { resetPreview } from './app-data-reset';

/**
 * The builder's Database tab: the project owner's view of, and hand on, the data the app's
 * visitors stored, per environment (`?env=preview|live`). Owner only; others get a 404.
 */
export const appDataRoutes = (deps: AppDataDeps & { auth: Auth }) => {
  const signedIn = requireUser(deps.auth);
  const records = '/:projectId/data/collections/:collection/records';
  return new Hono()
    .get('/:projectId/data', signedIn, validate('query', envQuerySchema), async (c) => {
      const scope = await dataScope(deps.db, c.req.param('projectId'), c.var.user.id, c.req.valid('query').env);
      return c.json(await dataSummary(deps, scope), 200);
    })
    .get('/:projectId/data/users', signedIn, validate('query', usersQuerySchema), async (c) => {
      const { env, offset } = c.req.valid('query');
      const scope = await dataScope(deps.db, c.req.param('projectId'), c.var.user.id, env);
      return c.json(await listAppUsers(deps, scope, offset), 200);
    })
    .get('/:projectId/data/files', signedIn, validate('query', filesQuerySchema), async (c) => {
      const { env, offset } = c.req.valid('query');
      const scope = await dataScope(deps.db, c.req.param('projectId'), c.var.user.id, env);
      return c.json(await listAppFiles(deps, scope, offset), 200);
    })
    .delete('/:projectId/data/files/:id', signedIn, validate('query', envQuerySchema), async (c) => {
      const { projectId, id } = c.req.param();
      const scope = await dataScope(deps.db, projectId, c.var.user.id, c.req.valid('query').env);
      return c.json(await removeAppFile(deps, scope, id), 200);
    })
    .get('/:projectId/data/rules-check', signedIn, async (c) => {
      const scope = await dataScope(deps.db, c.req.param('projectId'), c.var.user.id, 'live');
      return c.json(await deployRulesCheck(deps, scope), 200);
    })
    .post('/:projectId/data/preview/reset', signedIn, validate('json', resetPreviewSchema), async (c) => {
      const scope = await dataScope(deps.db, c.req.param('projectId'), c.var.user.id, 'preview');
      return c.json(await resetPreview(deps, scope, c.req.valid('json').copyLive), 200);
    })
    .get(records, signedIn, validate('query', recordsQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const scope = await dataScope(deps.db, c.req.param('projectId'), c.var.user.id, query.env);
      return c.json(await listCollection(deps, scope, collectionParam(c.req.param('collection')), query), 200);
    })
    .post(records, signedIn, validate('query', envQuerySchema), validate('json', recordDataSchema), async (c) => {
      const scope = await dataScope(deps.db, c.req.param('projectId'), c.var.user.id, c.req.valid('query').env);
      const collection = collectionParam(c.req.param('collection'));
      return c.json(await addRecord(deps, scope, collection, c.req.valid('json')), 201);
    })
    .patch(
      `${records}/:id`,
      signedIn,
      validate('query', envQuerySchema),
      validate('json', fieldPatchSchema),
      async (c) => {
        const { projectId, collection, id } = c.req.param();
        const scope = await dataScope(deps.db, projectId, c.var.user.id, c.req.valid('query').env);
        return c.json(await setField(deps, scope, collectionParam(collection), id, c.req.valid('json')), 200);
      },
    )
    .delete(`${records}/:id`, signedIn, validate('query', envQuerySchema), async (c) => {
      const { projectId, collection, id } = c.req.param();
      const scope = await dataScope(deps.db, projectId, c.var.user.id, c.req.valid('query').env);
      return c.json(await removeRecord(deps, scope, collectionParam(collection), id), 200);
    })
    .get(
      '/:projectId/data/collections/:collection/export',
      signedIn,
      validate('query', exportQuerySchema),
      async (c) => {
        const { env, format } = c.req.valid('query');
        const scope = await dataScope(deps.db, c.req.param('projectId'), c.var.user.id, env);
        const { body, headers } = exportCollection(deps, scope, collectionParam(c.req.param('collection')), format);
        return c.body(body, 200, headers);
      },
    );
};
