import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { loadEnv, type Plugin } from 'vite';

/**
 * Runs the app's server code (functions/<name>.ts) during `npm run dev`, at the addresses the app
 * calls on Shipwright: /_cloud/v1/functions/<name> and /_cloud/v1/hooks/<name>. Each function gets
 * `ctx` as on Shipwright, with what a copy on your machine can give it: no caller, `env` "preview",
 * `ctx.secrets` from .env.local (NAME=value lines), `ctx.log` printing here, and `ctx.cloud` reading
 * the app's backend as a signed-out visitor (what the rules make public). `ctx.cloud.asApp()`
 * needs Shipwright's servers, so here it says so. Built sites (`npm run build`) do not include it.
 */

const backend = '__BACKEND__';
const route = /^\/_cloud\/v1\/(?:functions|hooks)\/([a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?)(?:[/?]|$)/;

async function bodyOf(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function cloudAsVisitor(name: string) {
  const send = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${backend}/_cloud/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await response.json().catch(() => null);
    if (!response.ok) throw new Error(answer?.error?.message ?? `App Cloud answered ${response.status}`);
    return answer;
  };
  const collection = (collectionName: string) => {
    const path = `/collections/${encodeURIComponent(collectionName)}`;
    const record = (id: string) => `${path}/records/${encodeURIComponent(id)}`;
    return {
      list: (options: object = {}) => send('POST', `${path}/query`, options),
      get: (id: string) => send('GET', record(id)),
      add: (data: object) => send('POST', `${path}/records`, data),
      update: (id: string, patch: object) => send('PATCH', record(id), patch),
      remove: (id: string) => send('DELETE', record(id)),
    };
  };
  return {
    collection,
    asApp() {
      throw new Error(`functions/${name}.ts: ctx.cloud.asApp() runs on Shipwright only, not in a local copy.`);
    },
  };
}

export function appFunctions(): Plugin {
  return {
    name: 'app-functions',
    apply: 'serve',
    configureServer(server) {
      const secrets = loadEnv('development', process.cwd(), '');
      server.middlewares.use(async (req, res, next) => {
        const name = route.exec(req.url ?? '')?.[1];
        if (!name) return next();
        if (!existsSync(path.join(server.config.root, 'functions', `${name}.ts`))) {
          res.statusCode = 404;
          res.setHeader('content-type', 'application/json');
          res.end(
            JSON.stringify({ error: { code: 'function_not_found', message: `This app has no function “${name}”.` } }),
          );
          return;
        }
        const print =
          (level: 'log' | 'warn' | 'error') =>
          (...parts: unknown[]) =>
            console[level](`[functions/${name}]`, ...parts);
        const log = Object.assign(print('log'), { info: print('log'), warn: print('warn'), error: print('error') });
        try {
          const module = await server.ssrLoadModule(`/functions/${name}.ts`);
          const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
          const request = new Request(new URL(req.url ?? '/', 'http://localhost'), {
            method: req.method,
            headers: Object.entries(req.headers).flatMap(([key, value]) =>
              value === undefined ? [] : [[key, String(value)] as [string, string]],
            ),
            body: hasBody ? await bodyOf(req) : undefined,
          });
          const ctx = { caller: null, env: 'preview', secrets, log, cloud: cloudAsVisitor(name) };
          const response: Response = await module.default(request, ctx);
          res.statusCode = response.status;
          for (const [key, value] of response.headers) res.setHeader(key, value);
          res.end(Buffer.from(await response.arrayBuffer()));
        } catch (error) {
          log.error(error);
          res.statusCode = 500;
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ error: { code: 'function_threw', message: String(error) } }));
        }
      });
    },
  };
}
