import { and, asc, sql } from 'drizzle-orm';
import type { ExportFormat } from '../../../shared/app-data';
import { recordView } from '../../apps/cloud/record-view';
import { cloudRecords } from '../../db/schema';
import type { AppDataDeps, DataScope } from './app-data-access';
import { inCollection } from './app-data-records';
import { csvLine } from './csv';

const batchSize = 500;

/**
 * Every record of a collection, oldest first, a batch at a time. The cursor is the creation
 * time as the database's own text, so no precision is lost between batches.
 */
async function* recordsOf({ db }: AppDataDeps, scope: DataScope, collection: string) {
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const rows = await db
      .select({ record: cloudRecords, cursor: sql<string>`${cloudRecords.createdAt}::text` })
      .from(cloudRecords)
      .where(
        and(
          inCollection(scope, collection),
          after
            ? sql`(${cloudRecords.createdAt}, ${cloudRecords.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(cloudRecords.createdAt), asc(cloudRecords.id))
      .limit(batchSize);
    for (const row of rows) yield row.record;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { createdAt: last.cursor, id: last.record.id };
  }
}

/** Every key any record of the collection has: the CSV's columns, after id. */
async function keysOf({ db }: AppDataDeps, scope: DataScope, collection: string) {
  const rows = await db
    .selectDistinct({ key: sql<string>`jsonb_object_keys(${cloudRecords.data})` })
    .from(cloudRecords)
    .where(inCollection(scope, collection));
  return rows.map((r) => r.key).sort((a, b) => a.localeCompare(b));
}

async function* jsonLines(deps: AppDataDeps, scope: DataScope, collection: string) {
  let first = true;
  yield '[';
  for await (const row of recordsOf(deps, scope, collection)) {
    yield `${first ? '\n' : ',\n'}${JSON.stringify(recordView(row))}`;
    first = false;
  }
  yield first ? ']\n' : '\n]\n';
}

async function* csvLines(deps: AppDataDeps, scope: DataScope, collection: string) {
  const keys = await keysOf(deps, scope, collection);
  yield csvLine(['id', ...keys, 'createdAt', 'updatedAt']);
  for await (const row of recordsOf(deps, scope, collection)) {
    const view = recordView(row);
    yield csvLine([view.id, ...keys.map((key) => row.data[key]), view.createdAt, view.updatedAt]);
  }
}

/** A collection as a download, streamed so a large one never sits whole in memory. */
export function exportCollection(deps: AppDataDeps, scope: DataScope, collection: string, format: ExportFormat) {
  const lines = format === 'csv' ? csvLines(deps, scope, collection) : jsonLines(deps, scope, collection);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await lines.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
  const filename = `${collection}-${scope.environment}.${format}`;
  const headers = {
    'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'no-store',
  };
  return { body, headers };
}
