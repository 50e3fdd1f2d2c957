// drizzle-kit writes foreign keys as REFERENCES "public"."table"; migrations must follow the
// connection's search_path instead (the PostgreSQL test run gives each test file its own schema).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const dir = new URL('../src/server/db/migrations/', import.meta.url);
for (const name of readdirSync(dir).filter((n) => n.endsWith('.sql'))) {
  const file = new URL(name, dir);
  const sql = readFileSync(file, 'utf8');
  const unqualified = sql.replaceAll('"public".', '');
  if (unqualified !== sql) writeFileSync(file, unqualified);
}
