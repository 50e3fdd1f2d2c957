import { connect, type Socket } from 'node:net';

/** What came back on a raw connection: the status line's code (null: none), the answer, and whether the server closed it. */
export interface RawAnswer {
  status: number | null;
  text: string;
  closed: boolean;
  /** Body bytes this side wrote before the answer came (or it gave up). */
  sent: number;
}

/** A raw HTTP/1.1 connection to the test server: what fetch() and http.request cannot do (lie about a length, never end a body). */
async function open(serverUrl: string) {
  const socket = connect(Number(new URL(serverUrl).port), '127.0.0.1');
  const state = { text: '', closed: false };
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => {
    received.push(chunk);
    state.text = Buffer.concat(received).toString('utf8');
  });
  socket.on('close', () => {
    state.closed = true;
  });
  socket.on('error', () => undefined); // a reset once the server has answered is the point
  await new Promise((resolve) => socket.once('connect', resolve));
  return { socket, state };
}

const head = (host: string, path: string, headers: Record<string, string>) =>
  `POST ${path} HTTP/1.1\r\nHost: ${host}\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;

const answerOf = (state: { text: string; closed: boolean }, sent: number): RawAnswer => ({
  status: Number(/^HTTP\/1\.1 (\d{3})/.exec(state.text)?.[1]) || null,
  text: state.text,
  closed: state.closed,
  sent,
});

/** Until the server answers and closes, or `ms` pass. */
function settled(state: { text: string; closed: boolean }, socket: Socket, ms: number) {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      socket.off('close', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    if (state.closed) return done();
    socket.on('close', done);
  });
}

/** A POST that declares `declared` body bytes and sends none: a server that waits for them never answers. */
export async function declaredOnly(
  serverUrl: string,
  host: string,
  path: string,
  declared: number,
  headers: Record<string, string> = {},
  waitMs = 5_000,
): Promise<RawAnswer> {
  const { socket, state } = await open(serverUrl);
  socket.write(head(host, path, { ...headers, 'Content-Length': String(declared) }));
  await settled(state, socket, waitMs);
  socket.destroy();
  return answerOf(state, 0);
}

/**
 * A chunked POST that never ends: 1 KB chunks, each when the last was taken, until the server
 * answers or closes (or `giveUpAfter` bytes went out; then it waits `waitMs` for an answer).
 */
export async function endlessChunked(
  serverUrl: string,
  host: string,
  path: string,
  headers: Record<string, string> = {},
  { giveUpAfter = 16 * 1024 * 1024, waitMs = 5_000 } = {},
): Promise<RawAnswer> {
  const { socket, state } = await open(serverUrl);
  socket.write(head(host, path, { ...headers, 'Transfer-Encoding': 'chunked' }));
  const chunk = Buffer.from(`400\r\n${'a'.repeat(1024)}\r\n`);
  let sent = 0;
  while (!state.text && !state.closed && sent < giveUpAfter) {
    sent += 1024;
    if (!socket.write(chunk)) {
      await new Promise<void>((resolve) => {
        const go = () => {
          for (const event of ['drain', 'close', 'data']) socket.off(event, go);
          resolve();
        };
        for (const event of ['drain', 'close', 'data']) socket.once(event, go);
      });
    }
  }
  await settled(state, socket, waitMs);
  socket.destroy();
  return answerOf(state, sent);
}
