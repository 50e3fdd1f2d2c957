import type { FunctionContext } from '@shipwright/cloud';

/**
 * Tells the app's owner something: in the calling function's logs (the Functions tab), and in a
 * Slack or Discord channel once the owner adds that channel's incoming-webhook address as the secret
 * NOTIFY_WEBHOOK_URL. Answers whether the channel took it.
 */
export async function tellOwner(ctx: FunctionContext, text: string) {
  ctx.log(text);
  const webhook = ctx.secrets.NOTIFY_WEBHOOK_URL;
  if (!webhook) return false;
  // Slack reads "text", Discord reads "content".
  const sent = await fetch(webhook, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text, content: text }),
  });
  if (!sent.ok) ctx.log.warn(`The webhook answered ${sent.status}.`);
  return sent.ok;
}
