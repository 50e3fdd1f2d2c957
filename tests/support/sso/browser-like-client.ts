/**
 * What a browser does across an SSO sign-in, without one: a cookie jar per host, redirects
 * followed by hand, and HTML forms submitted (an identity provider's login form with the given
 * fields filled, a SAML auto-post form as it is). Enough for the test identity providers.
 */
export class BrowserLikeClient {
  private readonly jars = new Map<string, Map<string, string>>();

  /** The cookies this client holds for a host, as a Cookie header. */
  cookieHeader(url: string) {
    const jar = this.jars.get(new URL(url).host);
    return jar ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  }

  private keep(url: string, response: Response) {
    const host = new URL(url).host;
    const jar = this.jars.get(host) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    this.jars.set(host, jar);
  }

  async request(url: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.keep(url, response);
    return response;
  }

  /**
   * Follows redirects and forms from `url` until a page that is neither: the answer, its URL,
   * and every URL visited on the way. `fields` fill the inputs of forms that have them.
   */
  async follow(
    url: string,
    fields: Record<string, string> = {},
    init: RequestInit = {},
    stopBefore: (url: string) => boolean = () => false,
  ) {
    let current = url;
    let next: RequestInit = init;
    const visited: string[] = [];
    for (let step = 0; step < 20; step++) {
      // What an attacker in the middle would hold: the request about to be sent, to change or replay.
      if (stopBefore(current)) return { response: null, url: current, visited, html: '', pending: next };
      visited.push(current);
      const response = await this.request(current, next);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        current = new URL(location, current).href;
        next = {};
        continue;
      }
      const html = response.headers.get('content-type')?.includes('text/html') ? await response.text() : '';
      const form = html ? formIn(html, current) : null;
      if (!form) return { response, url: current, visited, html, pending: null };
      const body = new URLSearchParams({ ...form.inputs, ...pick(fields, Object.keys(form.inputs)) });
      current = form.action;
      next = {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: new URL(visited.at(-1) as string).origin,
        },
      };
    }
    throw new Error(`more than 20 steps from ${url}`);
  }
}

const pick = (fields: Record<string, string>, names: string[]) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => names.includes(name)));

const decode = (value: string) =>
  value.replaceAll('&quot;', '"').replaceAll('&#x2F;', '/').replaceAll('&#x3D;', '=').replaceAll('&amp;', '&');

/** The first POST form of a page: where it goes and its inputs' names and values. */
function formIn(html: string, pageUrl: string) {
  const form = /<form\b[^>]*method=["']?post["']?[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) return null;
  const action = /action=["']([^"']*)["']/i.exec(form[0])?.[1] ?? pageUrl;
  const inputs: Record<string, string> = {};
  for (const [tag] of (form[1] ?? '').matchAll(/<(?:input|textarea)\b[^>]*>/gi)) {
    const name = /name=["']([^"']+)["']/i.exec(tag)?.[1];
    if (name) inputs[name] = decode(/value=["']([^"']*)["']/i.exec(tag)?.[1] ?? '');
  }
  return { action: new URL(decode(action), pageUrl).href, inputs };
}
