import { request } from 'node:http';

export interface HostResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  bytes: Buffer;
}

export interface HostRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/**
 * A request to the test server under another hostname (a preview or live link), as a browser
 * that resolves *.localhost to this machine would send it. fetch() cannot choose the Host header.
 */
export function requestOnHost(
  serverUrl: string,
  origin: string,
  pathname: string,
  { method = 'GET', headers = {}, body }: HostRequest = {},
): Promise<HostResponse> {
  const target = new URL(serverUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: pathname,
        method,
        headers: { host: new URL(origin).host, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: bytes.toString('utf8'), bytes });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export const getOnHost = (serverUrl: string, origin: string, pathname: string, cookie?: string) =>
  requestOnHost(serverUrl, origin, pathname, { headers: cookie ? { cookie } : {} });
