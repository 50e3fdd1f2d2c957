import type { FunctionContext } from '@shipwright/cloud';

/**
 * Tells the app's owner something: by e-mail (to the address of their account, in the app's name),
 * in the calling function's logs (the Functions tab), and in a Slack or Discord channel once the
 * owner adds that channel's incoming-webhook address as the secret NOTIFY_WEBHOOK_URL. The first
 * line is the e-mail's subject. Answers whether it reached them some way beyond the logs.
 */
export async function tellOwner(ctx: FunctionContext, text: string) {
  ctx.log(text);
  const [subject = 'News from your app', ...rest] = text.split('\n');
  let told = false;
  try {
    await ctx.email.send({ to: 'owner', subject, text: rest.join('\n') || subject });
    told = true;
  } catch (error) {
    // Past the day's quota, or the owner unsubscribed: the logs and the channel still have it.
    ctx.log.warn(`The e-mail was not sent: ${error instanceof Error ? error.message : String(error)}`);
  }
  const webhook = ctx.secrets.NOTIFY_WEBHOOK_URL;
  if (!webhook) return told;
  // Slack reads "text", Discord reads "content".
  const sent = await fetch(webhook, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text, content: text }),
  });
  if (!sent.ok) ctx.log.warn(`The webhook answered ${sent.status}.`);
  return told || sent.ok;
}
