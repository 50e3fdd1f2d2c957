import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user, workspaceMembers, workspaces } from '../../src/server/db/schema';
import { csvCell } from '../../src/server/features/workspaces/audit-log.service';
import { signedInBrowser } from '../support/auth-session';
import { grantPlan } from '../support/billing';
import { startTestServer, type TestServer } from '../support/test-server';

// An editor names projects, and picks their own address: both land in the audit log an admin
// downloads and opens in a spreadsheet. No cell of it may run as a formula there.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

const userIdOf = async (email: string) =>
  (await server.deps.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]?.id as string;

/** RFC 4180 as a spreadsheet reads it: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string) {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    const next = text[i + 1];
    i += 1;
    if (quoted && ch === '"' && next === '"') {
      cell += '"';
      i += 1;
    } else if (quoted && ch === '"') quoted = false;
    else if (quoted) cell += ch;
    else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',' || (ch === '\r' && next === '\n')) {
      row.push(cell);
      cell = '';
      if (ch === '\r') {
        rows.push(row);
        row = [];
        i += 1;
      }
    } else cell += ch;
  }
  return rows;
}

const formula = /^[=+\-@\t\r]/;

describe("an editor's names in the audit CSV", () => {
  it('come out as text, never as formulas, and the file stays well formed', async () => {
    const owner = await signedInBrowser(server, undefined, 'owner');
    await grantPlan(server, owner.email, 'team');
    const [team] = await server.deps.db
      .select()
      .from(workspaces)
      .where(and(eq(workspaces.ownerId, await userIdOf(owner.email)), eq(workspaces.kind, 'team')));
    const workspaceId = team?.id as string;
    // An address that a spreadsheet would read as a sum.
    const attacker = await signedInBrowser(server, undefined, '-2+3');
    expect(attacker.email.startsWith('-2+3')).toBe(true);
    await server.deps.db
      .insert(workspaceMembers)
      .values({ workspaceId, userId: await userIdOf(attacker.email), role: 'editor' });
    const names = ['=HYPERLINK("http://evil")', "@SUM(1+1)*cmd|' /C calc'!A0", '+1+1', '-1,"x"'];
    for (const name of names) {
      const res = await attacker.browser.post('/api/projects', { prompt: 'A shop', name, workspaceId });
      expect(res.status).toBe(201);
    }

    const res = await owner.browser.get(`/api/workspaces/${workspaceId}/audit.csv`);
    expect(res.status).toBe(200);
    const text = (await res.text()).replace(/^\uFEFF/, '');
    expect(text).toContain(`,"'=HYPERLINK(""http://evil"")",`);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(['time', 'actor', 'action', 'target', 'detail']);
    expect(rows.every((r) => r.length === 5)).toBe(true);
    for (const cell of rows.flat()) expect(cell).not.toMatch(formula);
    const created = rows.filter((r) => r[2] === 'project.created');
    expect(created.map((r) => r[3])).toEqual([...names].reverse().map((n) => `'${n}`));
    expect(created.map((r) => r[1])).toEqual(names.map(() => `'${attacker.email}`));
  });

  it("cannot reach the download's headers through the workspace's name", async () => {
    const owner = await signedInBrowser(server, undefined, 'owner');
    await grantPlan(server, owner.email, 'team');
    const [team] = await server.deps.db
      .update(workspaces)
      .set({ name: 'Acme"\r\nSet-Cookie: session=stolen; ../../x' })
      .where(and(eq(workspaces.ownerId, await userIdOf(owner.email)), eq(workspaces.kind, 'team')))
      .returning();
    const res = await owner.browser.get(`/api/workspaces/${team?.id}/audit.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie') ?? '').not.toContain('stolen');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="audit-acme-set-cookie-session-stolen-x-\d{4}-\d\d-\d\d\.csv"/,
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('marks tab and carriage-return starts too, which a name field would trim but a detail might not', () => {
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
  });
});
