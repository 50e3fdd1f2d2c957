import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { escapeHtml, formBody } from './html';

export interface OidcIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

const page = (body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>Test identity provider</title></head><body style="font-family:sans-serif;max-width:28rem;margin:4rem auto">${body}</body></html>`;

/**
 * A certified OpenID Provider (oidc-provider) on 127.0.0.1 for one client. Its login page signs
 * in whoever types an address (prefilled from login_hint); that address is the account's e-mail,
 * verified. Consent is implied, as a company's IdP does for its own apps.
 */
export async function startOidcIdp(options: { redirectUris: string[]; port?: number }): Promise<OidcIdp> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'shipwright';
  const clientSecret = 'test-client-secret-0123456789abcdef';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    cookies: { keys: ['test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, email: id, email_verified: true, name: id.split('@')[0] }),
    }),
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || !ctx.oidc.client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();
  server.on('request', async (req, res) => {
    const match = /^\/interaction\/([^/?]+)(\/login)?/.exec(req.url ?? '');
    if (!match) return callback(req, res);
    try {
      if (match[2] && req.method === 'POST') {
        const login = (await formBody(req)).get('login')?.trim() ?? '';
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: login } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const details = await provider.interactionDetails(req, res);
      const hint = String(details.params.login_hint ?? '');
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(
        page(`<h1>Test identity provider</h1>
<form method="post" action="/interaction/${details.uid}/login">
<label>E-mail <input name="login" value="${escapeHtml(hint)}" autofocus></label>
<button type="submit">Sign in</button></form>`),
      );
    } catch (error) {
      res.statusCode = 400;
      res.end(String(error));
    }
  });
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
