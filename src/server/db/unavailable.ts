/**
 * Errors that say the database cannot answer right now (down, restarting, refusing or dropping
 * connections, a statement cancelled by its timeout), as opposed to a wrong query: the request
 * may be tried again, so the answer is 503 rather than 500. Drivers and libraries wrap the
 * driver's error (Drizzle's "Failed query", Better Auth's APIError), so the whole cause chain
 * is searched.
 */
const unavailableCodes = new Set([
  // Node's socket errors, as postgres.js passes them on.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  // postgres.js's own.
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  // PostgreSQL's SQLSTATEs: connection exceptions (08…), shutting down or starting (57P0…),
  // too many connections, and a statement cancelled by statement_timeout.
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
  }
  return false;
}
