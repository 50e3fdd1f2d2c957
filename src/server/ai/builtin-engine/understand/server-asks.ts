// What a list description asks of the app's server code: a summary on a schedule ("send me a
// daily digest of new leads", "a weekly report"; records/digest.ts writes it), or records that
// arrive by webhook (records/webhook.ts).

export type DigestPeriod = 'daily' | 'weekly';
export interface DigestAsk {
  period: DigestPeriod;
}

const ASKS =
  /\b(?:daily|weekly|nightly|morning|every (?:day|morning|week|monday|evening))\b[\w\s-]{0,24}?\b(?:digest|summary|summaries|report|recap|round-?up)s?\b|\b(?:digest|summary|report|recap|round-?up)s? (?:every|each) (?:day|morning|week|monday|evening)\b/;

/** The digest a description asks for, if any. */
export function digestOf(prompt: string): DigestAsk | null {
  const text = prompt.toLowerCase();
  const match = ASKS.exec(text);
  if (!match) return null;
  return { period: /week|monday/.test(match[0]) ? 'weekly' : 'daily' };
}

/** Whether the description has other services send records by webhook. */
export const asksWebhook = (prompt: string) => /\bweb ?hooks?\b/i.test(prompt);

/** What a description asks the app's AI to do: "suggest a recipe from what's in my fridge". */
export interface AssistAsk {
  /** Capitalised, as the page's label and button: "Suggest". */
  verb: string;
  /** What it makes: "a recipe". */
  thing: string;
  /** What the visitor gives it, in the description's words: "what's in my fridge". */
  from: string;
}

const VERBS = 'suggest|recommend|generate|brainstorm|summari[sz]e|draft|come up with|turn';
const ASSIST = new RegExp(
  `\\b(${VERBS})s?\\s+(?:me\\s+)?((?:an?|some|the|new)\\s+)?([a-z][a-z -]{1,30}?)\\s+(?:from|based on|using|out of|given)\\s+([^.,;!?]{3,60})`,
);
const AI_WORDS = /\b(?:ai|a\.i\.|gpt|chatgpt|llm|ai-powered)\b/;

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The AI help a description asks for, if any: a verb with what it works from, or AI named outright. */
export function assistOf(prompt: string, thing: string): AssistAsk | null {
  const text = prompt.toLowerCase().replace(/[’‘]/g, "'");
  const m = ASSIST.exec(text);
  if (m) {
    const verb = (m[1] ?? 'suggest').replace(/ .*/, '');
    const made = `${m[2] ?? 'a '}${m[3]}`.trim();
    return { verb: capital(verb === 'come' ? 'suggest' : verb), thing: made, from: (m[4] ?? '').trim() };
  }
  return AI_WORDS.test(text) ? { verb: 'Suggest', thing: `a ${thing}`, from: 'what you tell it' } : null;
}
