import type { FunctionContext } from '@shipwright/cloud';
import { tellOwner } from './lib/tell-owner';

// Server code (App Functions): other services add __LABEL__ by sending JSON to the app's address
// + /_cloud/v1/hooks/webhook. Each body must be signed with the secret WEBHOOK_SECRET (set in the
// Functions tab): an HMAC-SHA256 of the exact bytes sent, in hex, in an x-signature header. Without
// that secret every call is refused, so nobody can fill the list. Fields named like the list's are kept.

const collection = '__COLLECTION__';
const fields: readonly string[] = ['__FIELDS__'];

async function signatureOf(secret: string, body: string) {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signed = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body));
  return [...new Uint8Array(signed)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export default async function webhook(request: Request, ctx: FunctionContext) {
  const secret = ctx.secrets.WEBHOOK_SECRET;
  if (!secret) return Response.json({ error: 'Add the secret WEBHOOK_SECRET first.' }, { status: 503 });
  const body = await request.text();
  if (request.headers.get('x-signature') !== (await signatureOf(secret, body))) {
    return Response.json({ error: 'The signature does not match.' }, { status: 401 });
  }
  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    return Response.json({ error: 'The body is not JSON.' }, { status: 400 });
  }
  const given = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
  const record = Object.fromEntries(fields.filter((field) => field in given).map((field) => [field, given[field]]));
  if (Object.keys(record).length === 0) {
    return Response.json({ error: `None of these fields: ${fields.join(', ')}.` }, { status: 400 });
  }
  const added = await ctx.cloud.asApp().collection(collection).add(record);
  await tellOwner(ctx, `Added by webhook: ${JSON.stringify(record).slice(0, 300)}`);
  return Response.json({ id: added.id }, { status: 201 });
}
