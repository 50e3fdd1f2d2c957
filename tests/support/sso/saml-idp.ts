import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { escapeHtml, formBody } from './html';

// Loaded as Node loads it: the test runners' module interop loses its lazy SamlLib export.
const samlify: typeof import('samlify') = createRequire(import.meta.url)('samlify');

const fixtures = new URL('../../fixtures/saml/', import.meta.url);
const privateKey = readFileSync(new URL('idp-key.pem', fixtures), 'utf8');
const signingCert = readFileSync(new URL('idp-cert.pem', fixtures), 'utf8');

const redirectBinding = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const emailFormat = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

export interface SamlIdp {
  entityId: string;
  metadataXml: string;
  /** The service provider this IdP answers, from the metadata the app publishes. */
  trust(spMetadataXml: string): void;
  close(): Promise<void>;
}

const attributes = ['email', 'displayName', 'givenName', 'surname'].map((name) => ({
  name,
  valueTag: name,
  nameFormat: 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic',
  valueXsiType: 'xs:string',
}));

/**
 * A SAML 2.0 identity provider built with samlify on 127.0.0.1: it reads the AuthnRequest
 * (HTTP-Redirect), asks who signs in, and posts back a response whose assertion it signs
 * (RSA-SHA256) with the test key in tests/fixtures/saml.
 */
export async function startSamlIdp(options: { port?: number } = {}): Promise<SamlIdp> {
  // samlify parses nothing without a schema validator; the SSO plugin installs the product's one
  // when it loads, so a browser journey's process (without the server in it) loads it too.
  await import('@better-auth/sso');
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entityId = `${base}/metadata`;
  const idp = samlify.IdentityProvider({
    entityID: entityId,
    privateKey,
    signingCert,
    wantAuthnRequestsSigned: false,
    nameIDFormat: [emailFormat],
    singleSignOnService: [{ Binding: redirectBinding, Location: `${base}/sso` }],
    loginResponseTemplate: { context: samlify.SamlLib.defaultLoginResponseTemplate.context, attributes },
  });
  let sp: ReturnType<typeof samlify.ServiceProvider> | null = null;

  async function respond(email: string, requestId: string | undefined, relayState: string) {
    if (!sp) throw new Error('no service provider trusted yet');
    const provider = sp;
    const acs = provider.entityMeta.getAssertionConsumerService('post') as string;
    const now = new Date();
    const later = new Date(now.getTime() + 5 * 60_000).toISOString();
    const [local = ''] = email.split('@');
    const { context } = await idp.createLoginResponse(
      provider,
      { extract: { request: { id: requestId ?? '' } } },
      'post',
      { email },
      (template: string) => {
        const id = `_${randomUUID()}`;
        return {
          id,
          context: samlify.SamlLib.replaceTagsByValue(template, {
            ID: id,
            AssertionID: `_${randomUUID()}`,
            Destination: acs,
            Audience: provider.entityMeta.getEntityID(),
            EntityID: provider.entityMeta.getEntityID(),
            SubjectRecipient: acs,
            Issuer: entityId,
            IssueInstant: now.toISOString(),
            AssertionConsumerServiceURL: acs,
            StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
            ConditionsNotBefore: now.toISOString(),
            ConditionsNotOnOrAfter: later,
            SubjectConfirmationDataNotOnOrAfter: later,
            NameIDFormat: emailFormat,
            NameID: email,
            InResponseTo: requestId ?? '',
            AuthnStatement: '',
            attrEmail: email,
            attrDisplayName: `${local} (SAML)`,
            attrGivenName: local,
            attrSurname: 'Saml',
          }),
        };
      },
    );
    return `<!doctype html><html><body><form method="post" action="${escapeHtml(acs)}">
<input type="hidden" name="SAMLResponse" value="${escapeHtml(context)}">
<input type="hidden" name="RelayState" value="${escapeHtml(relayState)}">
<noscript><button type="submit">Continue</button></noscript></form>
<script>document.forms[0].submit()</script></body></html>`;
  }

  server.on('request', async (req, res) => {
    const url = new URL(req.url ?? '/', base);
    try {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      if (url.pathname === '/metadata') {
        res.setHeader('content-type', 'application/xml');
        return res.end(idp.getMetadata());
      }
      if (url.pathname === '/sso' && req.method === 'GET') {
        if (!sp) throw new Error('no service provider trusted yet');
        const parsed = await idp.parseLoginRequest(sp, 'redirect', {
          query: Object.fromEntries(url.searchParams),
          octetString: url.search.slice(1),
        });
        const requestId = String(parsed.extract.request?.id ?? '');
        const relay = url.searchParams.get('RelayState') ?? '';
        return res.end(`<!doctype html><html><head><title>Test SAML identity provider</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:4rem auto"><h1>Test SAML identity provider</h1>
<form method="post" action="/sso/login"><input type="hidden" name="requestId" value="${escapeHtml(requestId)}">
<input type="hidden" name="RelayState" value="${escapeHtml(relay)}">
<label>E-mail <input name="email" autofocus></label> <button type="submit">Sign in</button></form></body></html>`);
      }
      if (url.pathname === '/sso/login' && req.method === 'POST') {
        const form = await formBody(req);
        return res.end(
          await respond(form.get('email') ?? '', form.get('requestId') || undefined, form.get('RelayState') ?? ''),
        );
      }
      res.statusCode = 404;
      res.end('not found');
    } catch (error) {
      res.statusCode = 400;
      res.end(String(error));
    }
  });
  return {
    entityId,
    metadataXml: idp.getMetadata(),
    trust(spMetadataXml) {
      sp = samlify.ServiceProvider({ metadata: spMetadataXml });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
