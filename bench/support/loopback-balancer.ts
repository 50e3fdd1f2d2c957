// A small round-robin HTTP balancer on loopback for the scale-out bench (issue 18): each request
// goes to the next upstream port, method, path, headers and body as they came (hop-by-hop headers
// dropped, X-Forwarded-For appended as a real proxy does), over keep-alive sockets. Not a product
// component: no health checks, no retries, no WebSocket upgrades.
// Run on its own: `node --import tsx bench/support/loopback-balancer.ts <port> <upstream port>...`.
import { type ChildProcess, spawn } from 'node:child_process';
import { Agent, createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';

const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);
const endToEnd = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));

export function loopbackBalancer(upstreamPorts: number[]): Server {
  // Idle upstream sockets are dropped after 4 s, before node's server closes them at 5 s: reusing
  // one the server is closing at that moment would fail the request (a 502 here).
  const agent = new Agent({ keepAlive: true, maxSockets: 256, timeout: 4_000 });
  const seen = new Set<string>();
  let next = 0;
  const server = createServer((req, res) => {
    const port = upstreamPorts[next++ % upstreamPorts.length];
    const peer = req.socket.remoteAddress ?? '';
    const forwarded = req.headers['x-forwarded-for'];
    const headers = { ...endToEnd(req.headers), 'x-forwarded-for': forwarded ? `${forwarded}, ${peer}` : peer };
    const upstream = request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      const what = `${error.code ?? error.message} from upstream ${port}`;
      if (!seen.has(what)) console.error(`balancer: ${what} (502; later ones not repeated)`);
      seen.add(what);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end();
    });
    // The client went away before the answer was complete: stop asking the upstream too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
  server.on('close', () => agent.destroy());
  return server;
}

export interface BalancerProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** The balancer in a process of its own, so its CPU is its own and not the load generator's. */
export async function startBalancerProcess(port: number, upstreamPorts: number[]): Promise<BalancerProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), String(port), ...upstreamPorts.map(String)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`the balancer exited with ${code} before listening`)));
  });
  return {
    url: `http://localhost:${port}`,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, ...upstreams] = process.argv.slice(2).map(Number);
  const server = loopbackBalancer(upstreams);
  server.listen(port, '127.0.0.1', () => console.log(`listening on ${port}, upstreams ${upstreams.join(', ')}`));
  process.once('SIGTERM', () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
