/**
 * The modules that run around an app's functions inside workerd (ADR 0026), as source text.
 *
 * `runtime.js` is imported first, before any function module can capture `fetch`: it routes every
 * outbound request through the egress proxy with the id of the call it belongs to, so the proxy
 * counts each call's subrequests. `entry.js` answers the server's calls: it picks the function by
 * name, rebuilds the visitor's request, hands the function its `ctx` (App Cloud through the
 * CLOUD binding, see cloud-binding.ts), and reports how it ended.
 */

export const runtimeModule = `import { AsyncLocalStorage } from 'node:async_hooks';
export const currentCall = new AsyncLocalStorage();
const send = globalThis.fetch.bind(globalThis);
globalThis.fetch = (input, init) => {
  const request = new Request(input, init);
  request.headers.set('x-sw-call', currentCall.getStore() ?? 'outside-a-call');
  return send(request);
};
`;

/** The entry module for these functions (names already checked against the naming rule). */
export function entryModule(names: string[]) {
  const imports = names.map((name, i) => `import * as f${i} from './functions/${name}.js';`).join('\n');
  const table = names.map((name, i) => `  ${JSON.stringify(name)}: f${i}.default,`).join('\n');
  return `import { currentCall } from './runtime.js';
${imports}
const handlers = {
${table}
};
const show = (part) => {
  if (typeof part === 'string') return part;
  if (part instanceof Error) return part.stack || part.message;
  try { return JSON.stringify(part); } catch { return String(part); }
};
// The server, through the CLOUD binding, for this call: as its caller, or as the app on request.
const reach = (binding, callId, asApp) => (method, path, body) =>
  binding.fetch('http://cloud' + path, {
    method,
    headers: { 'content-type': 'application/json', 'x-sw-call': callId, 'x-sw-as': asApp ? 'app' : 'caller' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const refused = async (response) => {
  const answer = await response.json().catch(() => null);
  const error = new Error((answer && answer.error && answer.error.message) || 'The server answered ' + response.status);
  error.status = response.status;
  error.code = (answer && answer.error && answer.error.code) || 'error';
  return error;
};
const answerOf = (send) => async (method, path, body) => {
  const response = await send(method, path, body);
  if (!response.ok) throw await refused(response);
  return response.json();
};
// App Cloud's records, acting for this call's caller, or as the app on request.
const cloudOf = (binding, callId, asApp) => {
  const send = answerOf(reach(binding, callId, asApp));
  const collection = (name) => {
    const path = '/collections/' + encodeURIComponent(name);
    const record = (id) => path + '/records/' + encodeURIComponent(id);
    return Object.freeze({
      list: (options = {}) => send('POST', path + '/query', options),
      get: (id) => send('GET', record(id)),
      add: (data) => send('POST', path + '/records', data),
      update: (id, patch) => send('PATCH', record(id), patch),
      remove: (id) => send('DELETE', record(id)),
    });
  };
  return Object.freeze(asApp ? { collection } : { collection, asApp: () => cloudOf(binding, callId, true) });
};
// The app's AI (metered against its owner's budget) and e-mail (its quota and suppression list).
const aiOf = (binding, callId) => {
  const raw = reach(binding, callId, false);
  const send = answerOf(raw);
  return Object.freeze({
    text: (options) => send('POST', '/ai/text', options),
    object: (options) => send('POST', '/ai/object', options),
    stream: async (options) => {
      const response = await raw('POST', '/ai/stream', options);
      if (!response.ok) throw await refused(response);
      return response.body;
    },
  });
};
const emailOf = (binding, callId) => {
  const send = answerOf(reach(binding, callId, false));
  return Object.freeze({ send: (mail) => send('POST', '/email/send', mail) });
};
const maxLogs = 100;
const logsHeaderChars = 8000;
export default {
  async fetch(request, env) {
    const name = request.headers.get('x-sw-function') ?? '';
    const callId = request.headers.get('x-sw-call') ?? '';
    const context = JSON.parse(request.headers.get('x-sw-context') ?? '{}');
    const logs = [];
    const logAt = (level) => (...parts) => {
      if (logs.length < maxLogs) logs.push({ level, at: Date.now(), message: parts.map(show).join(' ').slice(0, 2000) });
    };
    const log = Object.assign(logAt('info'), { info: logAt('info'), warn: logAt('warn'), error: logAt('error') });
    const headers = new Headers(request.headers);
    for (const key of [...headers.keys()]) if (key.startsWith('x-sw-')) headers.delete(key);
    const hasBody = !['GET', 'HEAD'].includes(request.method);
    const incoming = new Request(context.url, { method: request.method, headers, body: hasBody ? request.body : undefined });
    const ctx = Object.freeze({
      cloud: cloudOf(env.CLOUD, callId, false),
      ai: aiOf(env.CLOUD, callId),
      email: emailOf(env.CLOUD, callId),
      caller: context.caller ?? null,
      env: context.env,
      secrets: Object.freeze({ ...(context.secrets ?? {}) }),
      log,
    });
    const ended = (outcome, response) => {
      const result = new Response(response.body, response);
      result.headers.set('x-sw-outcome', outcome);
      result.headers.set('x-sw-logs', encodeURIComponent(JSON.stringify(logs)).slice(0, logsHeaderChars));
      return result;
    };
    const handler = handlers[name];
    if (typeof handler !== 'function') return ended('not-found', new Response(null, { status: 404 }));
    try {
      const response = await currentCall.run(callId, () => handler(incoming, ctx));
      if (!(response instanceof Response)) return ended('bad-response', new Response(null, { status: 500 }));
      return ended('ok', response);
    } catch (error) {
      log.error(error);
      const message = String((error && error.message) || error).slice(0, 1000);
      return ended('threw', new Response(message, { status: 500 }));
    }
  },
};
`;
}
