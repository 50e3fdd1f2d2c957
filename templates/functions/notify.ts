import type { FunctionContext } from '@shipwright/cloud';
import { tellOwner } from './lib/tell-owner';

// Server code (App Functions): tells the site's owner about each form sent (lib/tell-owner.ts says
// where). It reads the record back as the visitor who sent it, so the message is what was stored,
// not what the browser says. Each record is told about once.

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
  return Response.json({ notified: await tellOwner(ctx, text) });
}
