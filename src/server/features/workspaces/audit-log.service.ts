import { and, desc, eq, like, type SQL, sql } from 'drizzle-orm';
import { reportTexts } from '../../../shared/workspace-reports';
import { workspaceLimits } from '../../../shared/workspaces';
import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema';

const newestFirst = [desc(auditEvents.createdAt), desc(auditEvents.id)];

/** LIKE's wildcards in a filter are meant literally. */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const eventView = (row: typeof auditEvents.$inferSelect) => ({
  id: row.id,
  at: row.createdAt.toISOString(),
  actorEmail: row.actorEmail,
  action: row.action,
  target: row.target,
  detail: row.detail,
});

/** One page of the workspace's audit log, newest first, optionally only actions starting with `action`. */
export async function auditPage(db: Database, workspaceId: string, query: { page: number; action?: string }) {
  const { page, action } = query;
  const pageSize = workspaceLimits.auditPageSize;
  const where = and(
    eq(auditEvents.workspaceId, workspaceId),
    action ? like(auditEvents.action, startsWith(action)) : undefined,
  );
  // The total rides along with the page; only a page past the end counts on its own.
  const rows = await db
    .select({ event: auditEvents, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(auditEvents)
    .where(where)
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = rows[0]?.total ?? (page > 1 ? await db.$count(auditEvents, where) : 0);
  return {
    events: rows.map((r) => eventView(r.event)),
    page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    pageSize,
  };
}

/** A cell a spreadsheet would run as a formula (OWASP's list: = + - @ tab CR) is made plain text. */
const formulaStart = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180), safe to open in a spreadsheet whatever a project or address is called. */
export function csvCell(value: string) {
  const plain = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(plain) ? `"${plain.replaceAll('"', '""')}"` : plain;
}

const csvLine = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

export const auditCsvHeader = ['time', 'actor', 'action', 'target', 'detail'];

/** Rows read per query while writing the file: a long log never sits in memory whole. */
const rowsPerRead = 500;

/**
 * The whole log as CSV, newest first, read a chunk at a time as the download is consumed. Chunks
 * follow on from the last row's exact time and id (not an offset), so events logged while the
 * file is written neither repeat nor push rows out.
 */
export function auditCsv(db: Database, workspaceId: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: { at: string; id: string } | null = null;
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        // A byte-order mark: spreadsheets then read names with accents as UTF-8.
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(auditCsvHeader)}`));
        return;
      }
      const older: SQL | undefined = after
        ? sql`(${auditEvents.createdAt}, ${auditEvents.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
        : undefined;
      const rows = await db
        .select({ event: auditEvents, at: sql<string>`${auditEvents.createdAt}::text` })
        .from(auditEvents)
        .where(and(eq(auditEvents.workspaceId, workspaceId), older))
        .orderBy(...newestFirst)
        .limit(rowsPerRead);
      const text = rows
        .map(({ event }) =>
          csvLine([
            event.createdAt.toISOString(),
            event.actorEmail || reportTexts.systemActor,
            event.action,
            event.target,
            JSON.stringify(event.detail),
          ]),
        )
        .join('');
      if (text) controller.enqueue(encoder.encode(text));
      const last = rows.at(-1);
      if (rows.length < rowsPerRead || !last) controller.close();
      else after = { at: last.at, id: last.event.id };
    },
  });
}
