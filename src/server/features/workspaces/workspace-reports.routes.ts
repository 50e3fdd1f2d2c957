import { Hono } from 'hono';
import { usageMonth } from '../../../shared/usage';
import { auditQuerySchema, usageReportQuerySchema } from '../../../shared/workspace-reports';
import { authorizeWorkspace } from '../../access/workspaces';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/session';
import type { Database } from '../../db/client';
import { attachmentHeaders } from '../../http/attachment';
import { validate } from '../../http/validate';
import { auditCsv, auditPage } from './audit-log.service';
import { usageReport } from './reports.service';

/** `audit-acme-team-2026-11-28.csv`: the workspace's name as a slug and the day it was taken. */
export function auditFileName(workspaceName: string, date: Date = new Date()) {
  const slug =
    workspaceName
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'workspace';
  return `audit-${slug}-${date.toISOString().slice(0, 10)}.csv`;
}

/**
 * What a workspace's admins read: tokens by member and project, and the audit log (a page, or
 * all of it as CSV). Mounted at /api/workspaces; members below admin get a 403 that says why,
 * anyone else a 404.
 */
export const workspaceReportsRoutes = ({ db, auth }: { db: Database; auth: Auth }) =>
  new Hono()
    .get('/:workspaceId/usage', requireUser(auth), validate('query', usageReportQuerySchema), async (c) => {
      const { workspace } = await authorizeWorkspace(db, c.req.param('workspaceId'), c.var.user.id, 'usage');
      return c.json(await usageReport(db, workspace.id, c.req.valid('query').month ?? usageMonth()), 200);
    })
    .get('/:workspaceId/audit', requireUser(auth), validate('query', auditQuerySchema), async (c) => {
      const { workspace } = await authorizeWorkspace(db, c.req.param('workspaceId'), c.var.user.id, 'audit');
      return c.json(await auditPage(db, workspace.id, c.req.valid('query')), 200);
    })
    .get('/:workspaceId/audit.csv', requireUser(auth), async (c) => {
      const { workspace } = await authorizeWorkspace(db, c.req.param('workspaceId'), c.var.user.id, 'audit');
      const headers = attachmentHeaders(auditFileName(workspace.name), 'text/csv; charset=utf-8');
      return c.body(auditCsv(db, workspace.id), 200, headers);
    });
