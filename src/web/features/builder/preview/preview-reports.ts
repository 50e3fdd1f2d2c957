import { api } from '../../../lib/api';

/** What the preview reporter's messages are, as the server keeps them for an agent's runtime check. */
const kinds = { 'runtime-error': 'error', 'console-error': 'console', 'request-failed': 'request' } as const;

/** Reports sent per preview load at most: a loop that logs on every frame must not flood the server. */
export const reportsPerLoad = 20;

/**
 * Sends one thing the owner's preview reported to the server, where an agent reply's runtime
 * check reads it. Best effort: a report that cannot be sent is not worth a word to the person.
 */
export function sendPreviewReport(projectId: string, buildId: string, message: Record<string, unknown>) {
  const kind = kinds[message.type as keyof typeof kinds];
  const text = String(message.message ?? '').trim();
  if (!kind || !text) return false;
  const json = { buildId, kind, message: text.slice(0, 1_000), detail: String(message.stack ?? '').slice(0, 4_000) };
  void api.projects[':projectId'].preview.errors.$post({ param: { projectId }, json }).catch(() => undefined);
  return true;
}
