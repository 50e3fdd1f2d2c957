/** How a hosted model's call went wrong, in the words the reply and the model picker use. */
export const providerFaultKinds = [
  'key-refused',
  'model-not-found',
  'rate-limited',
  'provider-down',
  'unreachable',
  'context-too-long',
  'refused-request',
  'broken-stream',
  'unreadable',
  'unexpected',
  'idle-timeout',
  'reply-timeout',
] as const;
export type ProviderFaultKind = (typeof providerFaultKinds)[number];

export const providerNames = { openai: 'OpenAI', anthropic: 'Anthropic', google: 'Google' } as const;

/** What the message needs besides the fault: who was called and which settings name them. */
export interface FaultContext {
  /** "OpenAI", "Anthropic", "Google", or "The built-in engine". */
  providerName: string;
  modelId: string;
  modelEnvName: string;
  keyEnvName: string;
  tries: number;
  idleMs: number;
  replyMs: number;
}

export interface FaultFacts {
  kind: ProviderFaultKind;
  status?: number;
  /** The provider's own words (its error body's message), when it sent any. */
  providerMessage?: string;
  /** The wait the provider asked for (429), when longer than we are willing to wait. */
  retryAfterMs?: number;
  /** What failed underneath when the provider could not be reached: refused, DNS, TLS. */
  network?: string;
}

const seconds = (ms: number) => `${Math.max(1, Math.round(ms / 1000))} s`;
/** Long bounds read better in minutes: "10 min", not "600 s". */
const duration = (ms: number) => (ms >= 120_000 ? `${Math.round(ms / 60_000)} min` : seconds(ms));

/** `(429: "Rate limit reached")`: the status and the provider's message as it sent them. */
function theirWords(facts: FaultFacts) {
  const parts = [facts.status ? String(facts.status) : '', facts.providerMessage ? `"${facts.providerMessage}"` : ''];
  const said = parts.filter(Boolean).join(': ');
  return said ? ` (${said})` : '';
}

/** The reason, as one sentence to put after "Generation failed: ". */
export function describeFault(facts: FaultFacts, context: FaultContext): string {
  const name = context.providerName;
  const said = theirWords(facts);
  switch (facts.kind) {
    case 'key-refused':
      return `${name} refused the API key${said}; check ${context.keyEnvName} on the server`;
    case 'model-not-found':
      return `${name} does not know the model "${context.modelId}"${said}; set ${context.modelEnvName} to a model it serves`;
    case 'rate-limited':
      return facts.retryAfterMs
        ? `${name} is rate-limiting this server and asked to wait ${seconds(facts.retryAfterMs)}${said}; try again later`
        : `${name} kept rate-limiting this server after ${context.tries} tries${said}; try again in a minute`;
    case 'provider-down':
      return `${name} failed on its side after ${context.tries} tries${said}; it is probably an outage, try again later`;
    case 'unreachable':
      return `${name} could not be reached (${facts.network ?? 'no connection'}); check the server's network and its base URL`;
    case 'context-too-long':
      return `the request is longer than "${context.modelId}" accepts, even with knowledge files and file contents left out${said}; start a shorter conversation or pick a model with a larger context`;
    case 'refused-request':
      return `${name} refused the request${said}`;
    case 'broken-stream':
      return `the connection to ${name} broke in the middle of the reply`;
    case 'unreadable':
      return `${name} sent a reply that could not be read`;
    case 'unexpected':
      return `${name} stopped with an unexpected error`;
    case 'idle-timeout':
      return `${name} sent nothing for ${duration(context.idleMs)}, so the reply was stopped; what it wrote is kept above`;
    case 'reply-timeout':
      return `the reply took longer than ${duration(context.replyMs)}, so it was stopped; what it wrote is kept above`;
  }
}

/** What the model picker says about a choice whose last call failed this way (only lasting faults). */
export const notWorkingTexts = {
  label: 'Not working',
  reason: (
    facts: FaultFacts,
    context: Pick<FaultContext, 'providerName' | 'modelId' | 'keyEnvName' | 'modelEnvName'>,
  ) =>
    facts.kind === 'key-refused'
      ? `${context.providerName} refused the API key; check ${context.keyEnvName}.`
      : `${context.providerName} does not know "${context.modelId}"; check ${context.modelEnvName}.`,
};

/** Texts of a reply cut short on purpose: by the user, or by the size bounds. */
export const replyBoundTexts = {
  stopped: 'You stopped this reply. Your message is saved; retry it when you are ready.',
  rateLimitedStep: (waitMs: number) => `Rate-limited by the provider, retrying in ${seconds(waitMs)}`,
  providerErrorStep: (waitMs: number) => `The provider had an error, retrying in ${seconds(waitMs)}`,
  trimmedStep: 'The request was too long: retrying without knowledge files and file contents',
  replyTooLong: (limit: number) =>
    `(The reply passed ${Math.round(limit / 1000)} kB, so it was stopped there; the complete changes before that point are kept.)`,
  fileTooLong: (path: string, limit: number) =>
    `(${path} passed ${Math.round(limit / 1000)} kB, so the reply was stopped there; that file was not written, the complete changes before it are kept.)`,
};

/** A reply's text and each file it writes stop at these sizes (characters). */
export const replyLimits = { textChars: 1_000_000, fileChars: 200_000 } as const;
