import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface FakeAccount {
  id: number;
  login: string;
  name: string;
  email: string;
}

/**
 * A GitHub-shaped OAuth 2 authorization server on 127.0.0.1: authorize (approves at once),
 * token (checks client credentials and the one-time code), user and user/emails.
 */
export async function startFakeOAuthServer(client: { id: string; secret: string }, account: FakeAccount) {
  const codes = new Map<string, string>(); // code -> redirect_uri it was issued for
  const tokens = new Set<string>();
  let serial = 0;
  const requests: string[] = [];

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(`${req.method} ${url.pathname}`);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri');
      if (url.searchParams.get('client_id') !== client.id || !redirectUri) return json(400, { error: 'bad_client' });
      const code = `code-${++serial}`;
      codes.set(code, redirectUri);
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (req.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      const form = new URLSearchParams(await readBody(req));
      const basic = req.headers.authorization?.startsWith('Basic ')
        ? Buffer.from(req.headers.authorization.slice(6), 'base64').toString().split(':').map(decodeURIComponent)
        : [form.get('client_id'), form.get('client_secret')];
      if (basic[0] !== client.id || basic[1] !== client.secret) return json(401, { error: 'invalid_client' });
      const code = form.get('code') ?? '';
      if (!codes.has(code) || codes.get(code) !== form.get('redirect_uri'))
        return json(400, { error: 'bad_verification_code' });
      codes.delete(code);
      const token = `token-${++serial}`;
      tokens.add(token);
      return json(200, { access_token: token, token_type: 'bearer', scope: 'read:user,user:email' });
    }
    const bearer = req.headers.authorization?.replace(/^Bearer /i, '') ?? '';
    if (!tokens.has(bearer)) return json(401, { message: 'Bad credentials' });
    if (url.pathname === '/user')
      return json(200, { id: account.id, login: account.login, name: account.name, email: null });
    if (url.pathname === '/user/emails') return json(200, [{ email: account.email, primary: true, verified: true }]);
    json(404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    requests,
    env: {
      GITHUB_CLIENT_ID: client.id,
      GITHUB_CLIENT_SECRET: client.secret,
      GITHUB_AUTHORIZATION_URL: `${base}/login/oauth/authorize`,
      GITHUB_TOKEN_URL: `${base}/login/oauth/access_token`,
      GITHUB_USERINFO_URL: `${base}/user`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}
