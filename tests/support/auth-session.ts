import { and, desc, eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { mailOutbox } from '../../src/server/db/schema';
import type { TestServer } from './test-server';

let browsers = 0;

/**
 * One browser's worth of cookies against a test server: what a signed-in tab would send. Each
 * has its own client address (honoured when the server runs with TRUST_PROXY), so rate limits
 * count per browser as they would in the field.
 */
export class AuthSession {
  private cookies = new Map<string, string>();
  readonly address = `10.1.${Math.floor(++browsers / 250)}.${browsers % 250}`;

  constructor(private readonly server: TestServer) {}

  /**
   * The same browser (cookies, address, Origin) with its requests reaching `instance` instead:
   * another instance of the deployment behind the load balancer. Cookies set there are shared.
   */
  through(instance: Pick<TestServer, 'request'>): AuthSession {
    const other = new AuthSession({ ...this.server, request: instance.request } as TestServer);
    other.cookies = this.cookies;
    Object.assign(other, { address: this.address });
    return other;
  }

  post(pathname: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<Response> {
    return this.sendJson('POST', pathname, body, headers);
  }

  patch(pathname: string, body: unknown): Promise<Response> {
    return this.sendJson('PATCH', pathname, body);
  }

  put(pathname: string, body: unknown): Promise<Response> {
    return this.sendJson('PUT', pathname, body);
  }

  /** A JSON write from our own page: the Origin every browser sends with it. */
  private sendJson(method: string, pathname: string, body: unknown, headers: Record<string, string> = {}) {
    return this.send(pathname, {
      method,
      headers: { 'content-type': 'application/json', origin: this.server.url, ...headers },
      body: JSON.stringify(body),
    });
  }

  /** A DELETE from our own page (with its Origin, as for every write). */
  delete(pathname: string): Promise<Response> {
    return this.send(pathname, { method: 'DELETE', headers: { origin: this.server.url } });
  }

  get(pathname: string): Promise<Response> {
    return this.send(pathname, { method: 'GET' });
  }

  /** The signed-in user's e-mail per get-session, or null when there is no usable session. */
  async signedInEmail(): Promise<string | null> {
    const body = (await (await this.get('/api/auth/get-session')).json()) as { user?: { email: string } } | null;
    return body?.user?.email ?? null;
  }

  cookieNames(): string[] {
    return [...this.cookies.keys()];
  }

  /** The Cookie header this browser sends. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async send(pathname: string, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', this.address);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader());
    const response = await this.server.request(pathname, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      const value = rest.join('=');
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim())) || value === '';
      if (name && expired) this.cookies.delete(name.trim());
      else if (name) this.cookies.set(name.trim(), value);
    }
    return response;
  }
}

export async function latestMail(server: TestServer, to: string) {
  const [mail] = await server.deps.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to.toLowerCase())))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
export const linkIn = (text: string) => /(https?:\/\/\S+)/.exec(text)?.[1] ?? '';

/** The authenticator app: codes for the secret in an otpauth:// URI, at a chosen time. */
export function authenticatorFor(totpUri: string) {
  const totp = OTPAuth.URI.parse(totpUri) as OTPAuth.TOTP;
  return {
    secret: totp.secret.base32,
    codeAt: (timestamp: number) => totp.generate({ timestamp }),
  };
}

let counter = 0;
export const uniqueEmail = (label = 'user') => `${label}-${Date.now().toString(36)}-${++counter}@example.com`;

/** Signs up with a password and follows the confirmation link: a confirmed, signed-in browser. */
export async function signedInBrowser(server: TestServer, password = 'correct-horse', label = 'user') {
  const email = uniqueEmail(label);
  const browser = new AuthSession(server);
  const res = await browser.post('/api/auth/sign-up/email', { email, password, name: '' });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status}`);
  const link = new URL(linkIn((await latestMail(server, email)).text));
  const confirmed = await browser.send(link.pathname + link.search, { method: 'GET' });
  if (confirmed.status !== 302) throw new Error(`confirmation link answered ${confirmed.status}, not a redirect`);
  return { email, password, browser };
}
