// What a list description asks of the app's server code: a summary on a schedule ("send me a
// daily digest of new leads", "a weekly report"; records/digest.ts writes it), or records that
// arrive by webhook (records/webhook.ts).

export type DigestPeriod = 'daily' | 'weekly';
/** …and whether it was asked for by e-mail, which apps cannot send yet (the reply says so). */
export interface DigestAsk {
  period: DigestPeriod;
  byEmail: boolean;
}

const ASKS =
  /\b(?:daily|weekly|nightly|morning|every (?:day|morning|week|monday|evening))\b[\w\s-]{0,24}?\b(?:digest|summary|summaries|report|recap|round-?up)s?\b|\b(?:digest|summary|report|recap|round-?up)s? (?:every|each) (?:day|morning|week|monday|evening)\b/;

/** The digest a description asks for, if any. */
export function digestOf(prompt: string): DigestAsk | null {
  const text = prompt.toLowerCase();
  const match = ASKS.exec(text);
  if (!match) return null;
  return { period: /week|monday/.test(match[0]) ? 'weekly' : 'daily', byEmail: /\be-?mail/.test(text) };
}

/** Whether the description has other services send records by webhook. */
export const asksWebhook = (prompt: string) => /\bweb ?hooks?\b/i.test(prompt);
