import type { FunctionContext } from '@shipwright/cloud';

// Server code (App Functions): tells the site's owner about each form sent. It reads the record
// back as the visitor who sent it, so the message is what was stored, not what the browser says;
// writes it to this function's logs (the Functions tab); and, once the owner adds the secret
// NOTIFY_WEBHOOK_URL there (a Slack or Discord incoming webhook), posts it to their chat. Each
// record is told about once.

const titles: Record<string, string> = {
  messages: 'New message',
  rsvps: 'New RSVP',
  reservations: 'New reservation request',
};
const internal = new Set(['id', 'createdAt', 'updatedAt', 'mine', 'notified']);

export default async function notify(request: Request, ctx: FunctionContext) {
  const { collection, id } = (await request.json().catch(() => ({}))) as { collection?: unknown; id?: unknown };
  const title = typeof collection === 'string' ? titles[collection] : undefined;
  if (typeof collection !== 'string' || !title || typeof id !== 'string') {
    return Response.json({ error: 'Unknown form.' }, { status: 400 });
  }
  const record = await ctx.cloud.collection<Record<string, unknown>>(collection).get(id);
  if (record.notified) return Response.json({ notified: true });
  await ctx.cloud.asApp().collection(collection).update(id, { notified: true });
  const lines = Object.entries(record)
    .filter(([key]) => !internal.has(key))
    .map(([key, value]) => `${key}: ${String(value)}`);
  const text = `${title}\n${lines.join('\n')}`;
  ctx.log(text);
  const webhook = ctx.secrets.NOTIFY_WEBHOOK_URL;
  if (!webhook) return Response.json({ notified: false });
  // Slack reads "text", Discord reads "content".
  const sent = await fetch(webhook, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text, content: text }),
  });
  if (!sent.ok) ctx.log.warn(`The webhook answered ${sent.status}.`);
  return Response.json({ notified: sent.ok });
}
