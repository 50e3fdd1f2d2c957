import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { workspaceMembers, workspaces } from '../../src/server/db/schema';
import { snapshotProject } from '../../src/server/features/versions/versions.service';
import { AuthSession, signedInBrowser } from '../support/auth-session';
import { grantPlan } from '../support/billing';
import { type FakeDnsServer, startFakeDnsServer } from '../support/fake-dns-server';
import { db, matrix, owner } from '../support/role-matrix/matrix-context';
import { callsOf, expected, projectNotFound, rowName } from '../support/role-matrix/matrix-expectations';
import {
  insertFile,
  ownerUploadsKnowledge,
  teamProject,
  visualFile,
  visualSource,
} from '../support/role-matrix/matrix-fixtures';
import { errorOf, send } from '../support/role-matrix/matrix-requests';
import type { Call, Row } from '../support/role-matrix/matrix-types';
import { appBackendRows } from '../support/role-matrix/rows-app';
import { chatAndDeployRows } from '../support/role-matrix/rows-chat-deploy';
import { projectRows } from '../support/role-matrix/rows-project';
import { sendAndWait } from '../support/run-events';
import { startTestServer } from '../support/test-server';

/**
 * Every route under /api/projects/:projectId against every role of a Team workspace (ADR 0028),
 * a signed-in stranger and a signed-out visitor, on a private and a public project. What each
 * may do comes from the one policy, can(role, action); this file only says which action a route
 * is, and feeds it a body good enough to get past validation to the policy.
 */

let dns: FakeDnsServer;
let counter = 0;
const { sessions, userIds, projects } = matrix;

/**
 * The table: every project route, and the action the policy decides it by. In this order: each
 * area leaves the project as the next needs it, and deleting it comes last.
 */
const rows: Row[] = [...projectRows, ...appBackendRows, ...chatAndDeployRows];

beforeAll(async () => {
  dns = await startFakeDnsServer();
  const server = await startTestServer({ TRUST_PROXY: 'true', CUSTOM_DOMAIN_DNS_SERVERS: dns.address });
  matrix.server = server;
  const signedIn = await Promise.all(
    (['owner', 'admin', 'editor', 'viewer', 'stranger'] as const).map((who) =>
      signedInBrowser(server, 'correct-horse', who),
    ),
  );
  const [ownerAccount, ...others] = signedIn;
  if (!ownerAccount) throw new Error('no owner');
  userIds.owner = await grantPlan(server, ownerAccount.email, 'team');
  sessions.owner = ownerAccount.browser;
  for (const [i, who] of (['admin', 'editor', 'viewer', 'stranger'] as const).entries()) {
    const account = others[i] as (typeof signedIn)[number];
    sessions[who] = account.browser;
  }
  sessions.anonymous = new AuthSession(server);

  const [team] = await db()
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(and(eq(workspaces.ownerId, userIds.owner), eq(workspaces.kind, 'team')));
  if (!team) throw new Error('the Team plan made no team workspace');
  const workspaceId = team.id;
  matrix.workspaceId = workspaceId;
  // Members by role, added as an accepted invitation would add them.
  for (const who of ['admin', 'editor', 'viewer'] as const) {
    userIds[who] = await userIdOf(sessions[who]);
    await db().insert(workspaceMembers).values({ workspaceId, userId: userIds[who], role: who });
  }

  await Promise.all(
    (['private', 'public'] as const).map(async (which) => {
      const id = await teamProject(which, 'A booking page for a small yoga studio');
      const first = await sendAndWait(owner(), id, { content: 'A booking page for a small yoga studio' });
      if (first.status !== 202) throw new Error(`the first reply answered ${first.status}`);
      const targetFileId = await insertFile(id, 'src/matrix/target.ts', 'export const by = "owner";\n');
      await insertFile(id, visualFile, visualSource);
      await snapshotProject(db(), id, { summary: 'Matrix files' });
      const knowledgeId = await ownerUploadsKnowledge(id, 'about.txt');
      projects[which] = { id, targetFileId, knowledgeId };
    }),
  );
}, 180_000);

async function userIdOf(session: AuthSession) {
  const res = await session.get('/api/auth/get-session');
  const body = (await res.json()) as { user: { id: string } };
  return body.user.id;
}

afterAll(async () => {
  await matrix.server?.close();
  await dns?.close();
});

describe('the matrix covers every project route', () => {
  it('lists each route under /api/projects/:projectId that the app serves, and no other', () => {
    const served = new Set(
      createApp(matrix.server.deps)
        .routes.filter((r) => r.path.startsWith('/api/projects/:projectId') && r.method !== 'ALL')
        .map((r) => `${r.method} ${r.path}`),
    );
    const listed = new Set(rows.map((r) => `${r.method} ${r.path}`));
    expect([...served].filter((r) => !listed.has(r)).sort(), 'routes missing from the matrix').toEqual([]);
    expect([...listed].filter((r) => !served.has(r)).sort(), 'rows for routes the app does not serve').toEqual([]);
    // A route with a parameter besides the project's says what to put there.
    expect(rows.filter((r) => !r.url && /:(?!projectId\b)/.test(r.path)).map(rowName)).toEqual([]);
  });
});

describe.each(rows.map((row) => [rowName(row), row] as const))('%s', (_name, row) => {
  for (const { who, which } of callsOf(row)) {
    const want = expected(row, who, which);
    const bug = row.bugs?.find((b) => b.who === who && (b.which ?? which) === which);
    const title = `${who} on the ${which} project: ${want.allowed ? 'allowed' : `denied (${want.status})`}${bug ? ` — POLICY BUG: ${bug.why}` : ''}`;
    (bug ? it.fails : it)(
      title,
      async () => {
        const call: Call = { who, which, as: sessions[who], project: projects[which], n: ++counter };
        let res: Response;
        let text: string;
        try {
          res = await send(row, call);
          text = await res.text();
        } finally {
          await row.cleanup?.(call);
        }
        const error = errorOf(text);
        const seen = `${res.status} ${text.slice(0, 300)}`;
        expect(res.status, `a server error: ${seen}`).toBeLessThan(500);
        if (want.allowed) {
          expect(row.ok ?? [200, 201, 202], `allowed, but: ${seen}`).toContain(res.status);
          // An expected refusal (nothing to stop, no such function) is the route's own, never the policy's.
          expect(error?.code ?? '', `allowed, but: ${seen}`).not.toMatch(/^(unauthorized|access_denied)$/);
          expect(error?.message ?? '', `allowed, but: ${seen}`).not.toBe(projectNotFound);
          row.check?.(call, text);
          await row.after?.(call, res);
          return;
        }
        expect(res.status, `expected ${want.status}, got ${seen}`).toBe(want.status);
        if (want.status === 401) expect(error?.code).toBe('unauthorized');
        // A member is told why; an outsider learns nothing of the project beyond "not found".
        if (want.status === 403) expect(error?.code).toBe('access_denied');
        if (want.status === 404) expect(error).toEqual({ code: 'not_found', message: projectNotFound });
      },
      row.timeout,
    );
  }
});
