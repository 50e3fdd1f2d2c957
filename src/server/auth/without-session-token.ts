type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** A copy without the session token: top-level (sign-in answers), in `session` (get-session), per item (list-sessions). */
function strip(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(strip);
  if (!isObject(body)) return body;
  const { token, session, ...rest } = body;
  const kept: Json = typeof token === 'string' ? rest : { ...rest, ...(token === undefined ? {} : { token }) };
  if (session !== undefined) kept.session = isObject(session) ? strip(session) : session;
  return kept;
}

/**
 * Better Auth puts the session token in its JSON answers as well as in the HttpOnly cookie.
 * Script on the page never needs it (every call sends the cookie), and a token it can read is a
 * token an injected script can send elsewhere, so the cookie is the only place it goes.
 */
export async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, response);
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(strip(body)), { status: response.status, headers });
}
