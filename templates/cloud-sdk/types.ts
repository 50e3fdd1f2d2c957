/** Shapes the SDK's callers see. */
/** `mine`: this visitor added it, so may change it (where the rules show everyone's records too). */
export type Item<T> = T & { id: string; createdAt: string; updatedAt: string; mine?: boolean };
export type FilterOperator = 'eq' | 'ne' | 'lt' | 'lte' | 'gt' | 'gte' | 'in' | 'contains';
export type Scalar = string | number | boolean | null;
export interface Filter {
  field: string;
  op: FilterOperator;
  value: Scalar | Scalar[];
}
export interface ListOptions {
  where?: Filter[];
  sort?: string;
  order?: 'asc' | 'desc';
  limit?: number;
  offset?: number;
  /** Only this visitor's own records. */
  mine?: boolean;
}
export type Change<T> = { type: 'created' | 'updated'; record: Item<T> } | { type: 'deleted'; id: string };

/** What the server said went wrong: `code` is stable (quota_exceeded, forbidden, ...), `message` is for people. */
export class CloudError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CloudError';
  }
}

/** Who is using the app: an anonymous device, or an app user signed in with an e-mailed code. */
export interface AppUser {
  id: string;
  kind: 'device' | 'user';
  email: string | null;
}

/** An uploaded file: `url` is served from the app's own host. */
export interface CloudFile {
  id: string;
  name: string;
  contentType: string;
  size: number;
  createdAt: string;
  url: string;
}

/** Who called an App Function: the visitor's device or signed-in user, or nobody (a webhook, a schedule). */
export interface FunctionCaller {
  id: string;
  kind: 'device' | 'user';
  email: string | null;
}

/** One collection, as a function reaches it on the server. */
export interface FunctionCollection<T extends object> {
  list(options?: ListOptions): Promise<{ items: Item<T>[]; hasMore: boolean }>;
  get(id: string): Promise<Item<T>>;
  add(data: T): Promise<Item<T>>;
  update(id: string, patch: Partial<T>): Promise<Item<T>>;
  remove(id: string): Promise<{ id: string }>;
}

export interface FunctionCloud {
  collection<T extends object = Record<string, unknown>>(name: string): FunctionCollection<T>;
}

/** A question for the app's AI: a prompt, or a conversation so far. */
export interface AiTextOptions {
  prompt?: string;
  messages?: Array<{ role: 'user' | 'assistant'; content: string }>;
  /** How the model should behave: "You are a friendly chef…". */
  system?: string;
  /** The longest answer, in tokens (1000 unless said, at most 4000). */
  maxTokens?: number;
}

export interface AiObjectOptions {
  prompt: string;
  system?: string;
  /** A JSON schema of an object: the answer has exactly this shape. */
  schema: Record<string, unknown>;
  maxTokens?: number;
}

/** The app's AI as a function reaches it: the same calls as `cloud.ai`, counted for the function's caller. */
export interface FunctionAi {
  text(options: AiTextOptions): Promise<{ text: string }>;
  object<T = Record<string, unknown>>(options: AiObjectOptions): Promise<{ object: T }>;
  /** The answer as UTF-8 text while it is written: `return new Response(await ctx.ai.stream({ prompt }))`. */
  stream(options: AiTextOptions): Promise<ReadableStream<Uint8Array>>;
}

/** A plain-text message for the app's owner from the browser (`cloud.email.notifyOwner`). */
export interface NotifyOwnerOptions {
  /** One line, at most 200 characters. */
  subject: string;
  /** Plain text (no HTML), at most 20,000 characters. */
  text: string;
  /** Where the owner's answer goes: the visitor's own address. */
  replyTo?: string;
}

/**
 * An e-mail a function sends (`ctx.email.send`), in plain text, from the app's name, with an
 * unsubscribe link added. `to` may be `'owner'` (or the owner's address), a signed-in user of the
 * app, or an address the app collected with consent: a record in any collection of this
 * environment whose data has `email` set to that address and `emailConsent: true` (store it only
 * when the person ticked a box saying yes). Such an address is written to once it confirms: the
 * first send e-mails it a link to confirm instead and throws `email_unconfirmed`; send again later.
 * Anyone else is refused (`email_recipient_not_allowed`), as is an address that unsubscribed
 * (`email_suppressed`) or a send past the plan's daily quota (`email_quota`).
 */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** The second argument of an App Function (functions/<name>.ts): who calls, where, its secrets, logs and data. */
export interface FunctionContext {
  caller: FunctionCaller | null;
  env: 'preview' | 'live';
  /** The owner's secrets for this environment, set in the builder's Functions tab. */
  secrets: Readonly<Record<string, string | undefined>>;
  log: ((...parts: unknown[]) => void) & Record<'info' | 'warn' | 'error', (...parts: unknown[]) => void>;
  /** App Cloud as the caller, under the rules; `asApp()` acts as the app itself, past them. */
  cloud: FunctionCloud & { asApp(): FunctionCloud };
  /** E-mail from the app's name to its owner, its users and consenting addresses (see EmailMessage); refusals throw with `status` and `code`. */
  email: { send(mail: EmailMessage): Promise<{ sent: true }> };
  /** The app's AI, metered like the browser's calls; refusals throw with `status` and `code`. */
  ai: FunctionAi;
}

/** One product and how many of it; prices come from the app's `products` records on the server. */
export interface CheckoutItem {
  /** The product's record id in the `products` collection. */
  product: string;
  /** 1 to 99. */
  quantity: number;
}

/** What `cloud.payments.checkout` takes: up to 50 lines, and paths of this app to come back to (default `/`). */
export interface CheckoutOptions {
  items: CheckoutItem[];
  successPath?: string;
  cancelPath?: string;
}

export type OrderStatus = 'pending' | 'paid' | 'failed' | 'refunded' | 'canceled' | 'expired';

/** A purchase, kept by the server in the `orders` collection; amounts are in cents (1299 is 12.99). */
export interface Order {
  id: string;
  status: OrderStatus;
  items: Array<{ product: string; name: string; quantity: number; unitAmount: number }>;
  currency: string;
  amountTotal: number;
  /** `sandbox`: a test checkout, no money moved. */
  provider: 'stripe' | 'sandbox';
  sessionId: string | null;
  successPath: string;
  cancelPath: string;
  paidAt?: string;
  createdAt: string;
  updatedAt: string;
}
