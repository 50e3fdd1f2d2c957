import { matrix } from './matrix-context';
import type { Call, Row } from './matrix-types';

export async function send(row: Row, call: Call) {
  const url = row.url ? await row.url(call) : row.path.replace(':projectId', call.project.id);
  const body = row.body ? await row.body(call) : undefined;
  if (row.method === 'GET') return call.as.get(url);
  if (row.method === 'DELETE') return call.as.delete(url);
  if (body instanceof FormData) {
    return call.as.send(url, { method: row.method, headers: { origin: matrix.server.url }, body });
  }
  const json = body ?? {};
  if (row.method === 'POST') return call.as.post(url, json);
  if (row.method === 'PATCH') return call.as.patch(url, json);
  return call.as.put(url, json);
}

export const errorOf = (text: string) => {
  try {
    return (JSON.parse(text) as { error?: { code: string; message: string } }).error ?? null;
  } catch {
    return null;
  }
};
