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

/** The second argument of an App Function (functions/<name>.ts): who calls, where, its secrets, logs and data. */
export interface FunctionContext {
  caller: FunctionCaller | null;
  env: 'preview' | 'live';
  /** The owner's secrets for this environment, set in the builder's Functions tab. */
  secrets: Readonly<Record<string, string | undefined>>;
  log: ((...parts: unknown[]) => void) & Record<'info' | 'warn' | 'error', (...parts: unknown[]) => void>;
  /** App Cloud as the caller, under the rules; `asApp()` acts as the app itself, past them. */
  cloud: FunctionCloud & { asApp(): FunctionCloud };
}
