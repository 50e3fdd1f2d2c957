import type { AuthSession } from '../../../../tests/support/auth-session';
import type { TestServer } from '../../../../tests/support/test-server';
import type { CloudApp } from '../../apps/cloud/test-utils';

type Json = ReturnType<typeof JSON.parse>;

/** The owner's Database tab, as HTTP calls: JSON in, status and JSON out. */
export function dataApi(server: TestServer, app: CloudApp, browser: AuthSession = app.owner) {
  const base = `/api/projects/${app.projectId}/data`;
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await browser.send(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: server.url },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? safeJson(text) : null) as Json, text, headers: res.headers };
  };
  return {
    call,
    summary: (env = 'preview') => call('GET', `?env=${env}`),
    records: (collection: string, query = '') => call('GET', `/collections/${collection}/records?${query}`),
    add: (collection: string, data: unknown, env = 'preview') =>
      call('POST', `/collections/${collection}/records?env=${env}`, data),
    set: (collection: string, id: string, field: string, value: unknown, env = 'preview') =>
      call('PATCH', `/collections/${collection}/records/${id}?env=${env}`, { field, value }),
    remove: (collection: string, id: string, env = 'preview') =>
      call('DELETE', `/collections/${collection}/records/${id}?env=${env}`),
    exportAs: (collection: string, format: string, env = 'preview') =>
      call('GET', `/collections/${collection}/export?env=${env}&format=${format}`),
  };
}

function safeJson(text: string) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
