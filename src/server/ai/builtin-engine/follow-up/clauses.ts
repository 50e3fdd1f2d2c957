// A follow-up message as the separate requests it holds: "make it dark, add a chart and rename
// the app to Salt and Pepper" is three. Each request is handled on its own, so one the engine
// cannot do is named in the reply instead of vanishing next to one it did.

// Words a request starts with. A comma or "and" followed by one of them starts a new request;
// followed by anything else ("a gallery page", "Pepper") it continues the one before.
const VERBS =
  "add|remove|delete|drop|hide|show|make|turn|change|rename|call|use|switch|set|put|move|give|let|include|sort|replace|insert|create|build|display|enable|disable|allow|track|store|keep|log|swap|paint|colou?r|retype|get rid of|clear|reset|shuffle|mark|need|want|would like|can|could|should|please|i|i'd|we|it";

const STARTS_REQUEST = new RegExp(`^(?:${VERBS})\\b`, 'i');

// Joining words that may sit between two requests and belong to neither.
const JOINERS = /^(?:(?:and|then|also|plus|too|please|finally|lastly)\b[\s,]*)+/i;

/** Splits at sentence ends always, and at commas and joining words when a request follows. */
export function splitClauses(message: string): string[] {
  const clauses: string[] = [];
  // Quoted names may hold anything, commas and "and" included: they are masked while splitting.
  const quoted: string[] = [];
  const masked = message.replace(/"[^"]*"|“[^”]*”/g, (q) => `\uE000${quoted.push(q) - 1}\uE000`);
  const unmask = (text: string) => text.replace(/\uE000(\d+)\uE000/g, (_m, i: string) => quoted[Number(i)] ?? '');

  for (const sentence of masked.split(/(?<=[.!?;])\s+|\n+/)) {
    const pieces = sentence.split(/\s*,\s*|\s+(?=(?:and|then|also|plus)\s)/i);
    let current = '';
    for (const piece of pieces) {
      const rest = piece.replace(JOINERS, '');
      if (current && STARTS_REQUEST.test(rest)) {
        clauses.push(current);
        current = rest;
      } else current = current ? `${current}${/^(?:and|then|also|plus)\s/i.test(piece) ? ' ' : ', '}${piece}` : rest;
    }
    if (current) clauses.push(current);
  }
  return clauses
    .map((c) =>
      unmask(c)
        .replace(/[\s.!?;,]+$/, '')
        .trim(),
    )
    .filter((c) => /[a-z0-9]/i.test(c));
}
