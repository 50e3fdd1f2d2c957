import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { ApiError } from '../../http/api-error';

/**
 * App Cloud as an app's functions reach it (`ctx.cloud`, ADR 0026): workerd's `CLOUD` binding is
 * this server, on a Unix socket in the app's own jail folder, so a request that arrives here comes
 * from that app's process and no other. Each request names the call it belongs to by the call's
 * id, a random token the server made for that call and forgets when the call ends: it acts as
 * that call's caller (or as the app, when the function asked with `ctx.cloud.asApp()`), and only
 * while the call runs. Only the records API, the app's AI and sending e-mail are reachable this way.
 */

/** Answers a function's App Cloud request for one call; `asApp` is the function's deliberate choice. */
export type CloudAccess = (request: Request, asApp: boolean) => Promise<Response>;

/** The paths a function's `ctx` may ask for: a collection's records, the app's AI, sending e-mail. */
const reachable = /^\/(collections\/[^/]+\/(query|records(\/[^/]+)?)|ai\/(text|object|stream)|email\/send)$/;

const refusal = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status });

export function cloudBinding(accessOf: (callId: string) => CloudAccess | undefined) {
  const server = http.createServer(
    getRequestListener(async (request) => {
      const access = accessOf(request.headers.get('x-sw-call') ?? '');
      if (!access) return refusal(403, 'call_ended', 'App Cloud is reached from inside a call, while it runs.');
      const url = new URL(request.url);
      if (!reachable.test(url.pathname))
        return refusal(404, 'not_found', 'A function reaches collections, AI and e-mail only.');
      try {
        return await access(request, request.headers.get('x-sw-as') === 'app');
      } catch (error) {
        // A refusal before App Cloud's routes (a body past its size) answers as they would.
        if (error instanceof ApiError) return refusal(error.status, error.code, error.message);
        throw error;
      }
    }),
  );
  return {
    listen: (socketPath: string) =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(socketPath, () => resolve());
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
