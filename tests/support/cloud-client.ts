import { type HostResponse, requestOnHost } from './app-host';

/** Parsed JSON, as loosely typed as Response.json() gives it. */
type Json = ReturnType<typeof JSON.parse>;

export interface CloudResponse<T = Json> {
  status: number;
  body: T;
  headers: HostResponse['headers'];
}

/**
 * A visitor of a generated app, talking to its backend the way the SDK does: its own device
 * token (made on first use, or given), JSON in and out, on the app's host.
 */
export class CloudVisitor {
  constructor(
    private readonly serverUrl: string,
    readonly origin: string,
    public token: string | null = null,
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  /** Cookies this visitor's browser holds for the app's host (an app user's session). */
  readonly cookies = new Map<string, string>();

  async call<T = Json>(method: string, path: string, body?: unknown): Promise<CloudResponse<T>> {
    const headers: Record<string, string> = { ...this.extraHeaders };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await requestOnHost(this.serverUrl, this.origin, `/_cloud/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const cookie of [res.headers['set-cookie'] ?? []].flat()) {
      const [, name, value] = /^([^=]+)=([^;]*)/.exec(cookie) ?? [];
      if (!name) continue;
      if (!value || /max-age=0\b/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const json = String(res.headers['content-type']).startsWith('application/json');
    return { status: res.status, body: json ? JSON.parse(res.text) : res.text, headers: res.headers };
  }

  /** Gets a device token, as the SDK does before its first call. */
  async join() {
    const res = await this.call<{ token: string; identity: { id: string } }>('POST', '/identity');
    if (res.status !== 201) throw new Error(`identity refused: ${res.status} ${JSON.stringify(res.body)}`);
    this.token = res.body.token;
    return this;
  }

  /** A multipart upload, as a browser's FormData sends it. */
  async upload(name: string, bytes: Uint8Array, type = 'application/octet-stream') {
    const boundary = `----shipwright${Math.random().toString(16).slice(2)}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
    const body = Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const headers: Record<string, string> = {
      ...this.extraHeaders,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    const res = await requestOnHost(this.serverUrl, this.origin, '/_cloud/v1/files', { method: 'POST', headers, body });
    return { status: res.status, body: res.text ? JSON.parse(res.text) : null, headers: res.headers };
  }

  add(collection: string, data: unknown) {
    return this.call('POST', `/collections/${collection}/records`, data);
  }

  list(collection: string, query: Record<string, unknown> = {}) {
    return this.call<{ items: Array<Record<string, Json>>; hasMore: boolean }>(
      'POST',
      `/collections/${collection}/query`,
      query,
    );
  }
}
