import type { FunctionContext } from '@shipwright/cloud';
import { tellOwner } from './lib/tell-owner';

// Server code (App Functions), run on the live app by the schedule in cloud.json: a summary of the
// __LABEL__ added since the last one, told to the owner (lib/tell-owner.ts says where). It reads
// them as the app itself, past the rules, since a schedule has no visitor to act for.

const collection = '__COLLECTION__';
const label = '__LABEL__';
const period = { days: 1, words: 'in the last day' };
const internal = new Set(['id', 'createdAt', 'updatedAt', 'mine', 'sample']);

export default async function digest(_request: Request, ctx: FunctionContext) {
  const since = Date.now() - period.days * 24 * 3600_000;
  const { items } = await ctx.cloud
    .asApp()
    .collection<Record<string, unknown>>(collection)
    .list({ sort: 'createdAt', order: 'desc', limit: 100 });
  const fresh = items.filter((item) => Date.parse(item.createdAt) >= since);
  // Each one by its first words: the first text it holds.
  const lines = fresh.slice(0, 20).map((item) => {
    const text = Object.entries(item).find(([key, value]) => !internal.has(key) && typeof value === 'string');
    return `- ${String(text?.[1] ?? item.id).slice(0, 80)}`;
  });
  const more = fresh.length > lines.length ? `\n…and ${fresh.length - lines.length} more` : '';
  const summary = fresh.length
    ? `${fresh.length} new ${label} ${period.words}:\n${lines.join('\n')}${more}`
    : `No new ${label} ${period.words}.`;
  return Response.json({ count: fresh.length, told: await tellOwner(ctx, summary) });
}
