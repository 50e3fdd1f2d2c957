import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, rm } from 'node:fs/promises';
import http from 'node:http';
import { type BlockList, connect } from 'node:net';
import type { FunctionOutcome } from '../../../shared/functions/limits';
import { type CloudAccess, cloudBinding } from './cloud-binding';
import { processCpuMs } from './cpu-time';
import { egressProxy } from './egress-proxy';
import { type FunctionBundle, prepareFunctionFolder, workerdCommand } from './workerd-jail';

export interface CallLimits {
  wallMs: number;
  cpuMs: number;
  memoryMb: number;
  subrequests: number;
  /** The function's answer is cut off past this, not held whole. */
  responseBytes: number;
}

/** What the function is given besides the request: who calls, where it runs, its secrets. */
export interface CallContext {
  caller: unknown;
  env: 'preview' | 'live';
  secrets: Record<string, string>;
}

export interface CallRequest {
  method: string;
  /** The address the visitor asked for, as the function sees it. */
  url: string;
  headers: Record<string, string>;
  body?: Uint8Array;
}

export type CallOutcome = FunctionOutcome;

export interface CallResult {
  outcome: CallOutcome;
  status: number;
  /** As pairs: a function may set several cookies. */
  headers: Array<[string, string]>;
  body: Buffer;
  logs: Array<{ level: string; at: number; message: string }>;
  durationMs: number;
}

/** How often a running call's CPU use is looked at. */
const watchEveryMs = 50;
/** How long workerd may take to start listening. */
const startMs = 15_000;

/**
 * One app's functions, running: a workerd process in its jail and the egress proxy it calls out
 * through. Calls go to it over a Unix socket. A call past its wall time or its share of CPU stops
 * the process (workerd runs every request of a process on one thread, so a loop would hold all
 * of them); a heap past the limit makes V8 abort it. Either way the calls in flight answer why,
 * and the owner of the process starts a new one for the next call.
 */
export class FunctionProcess {
  private child: ChildProcess | null = null;
  private stderr = '';
  private ended: CallOutcome | null = null;
  private watch: NodeJS.Timeout | null = null;

  private constructor(
    private readonly folder: Awaited<ReturnType<typeof prepareFunctionFolder>>,
    private readonly egress: ReturnType<typeof egressProxy>,
    private readonly cloud: ReturnType<typeof cloudBinding>,
    private readonly limits: CallLimits,
    /** Calls in flight, with the process's CPU time when each began and its way into App Cloud. */
    private readonly inflight: Map<string, { cpuMs: number; cloud?: CloudAccess }>,
  ) {}

  static async start(bundle: FunctionBundle, limits: CallLimits, options: { allowed?: BlockList } = {}) {
    const asUnprivilegedUser = process.getuid?.() === 0;
    const folder = await prepareFunctionFolder(bundle, asUnprivilegedUser);
    const egress = egressProxy({ subrequestsPerCall: limits.subrequests, allowed: options.allowed });
    await egress.listen(folder.egress);
    await chmod(folder.egress, 0o666);
    const calls: FunctionProcess['inflight'] = new Map();
    const cloud = cloudBinding((callId) => calls.get(callId)?.cloud);
    await cloud.listen(folder.cloud);
    await chmod(folder.cloud, 0o666);
    const running = new FunctionProcess(folder, egress, cloud, limits, calls);
    await running.spawn(asUnprivilegedUser);
    return running;
  }

  /** Whether it can take calls: a stopped or crashed process cannot. */
  get alive() {
    return this.child !== null && this.ended === null;
  }

  /** `cloud`: how the call's `ctx.cloud` reaches App Cloud, as the call's caller (none: it cannot). */
  async call(name: string, request: CallRequest, context: CallContext, cloud?: CloudAccess): Promise<CallResult> {
    // The call's id is also its token into App Cloud: random, and forgotten when the call ends.
    const id = randomUUID();
    const started = performance.now();
    this.inflight.set(id, { cpuMs: this.cpuMs(), cloud });
    this.watch ??= setInterval(() => this.checkCpu(), watchEveryMs);
    const wall = setTimeout(() => this.stop('timeout'), this.limits.wallMs);
    try {
      const answered = await this.send(id, name, request, context);
      return { ...answered, durationMs: performance.now() - started };
    } catch {
      const outcome = this.ended ?? (await this.endedAs());
      return {
        outcome,
        status: 500,
        headers: [],
        body: Buffer.alloc(0),
        logs: [],
        durationMs: performance.now() - started,
      };
    } finally {
      clearTimeout(wall);
      this.inflight.delete(id);
      this.egress.forget(id);
      if (this.inflight.size === 0 && this.watch) {
        clearInterval(this.watch);
        this.watch = null;
      }
    }
  }

  /** Stops the process and removes its folder; calls in flight answer with `why`. */
  async stop(why: CallOutcome = 'crashed') {
    this.ended ??= why;
    if (this.child?.pid && this.child.exitCode === null) {
      try {
        process.kill(-this.child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    if (this.watch) clearInterval(this.watch);
    this.watch = null;
    await this.egress.close().catch(() => undefined);
    await this.cloud.close().catch(() => undefined);
    await rm(this.folder.dir, { recursive: true, force: true }).catch(() => undefined);
  }

  private async spawn(asUnprivilegedUser: boolean) {
    const { command, args, options } = workerdCommand(this.folder.dir, asUnprivilegedUser);
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'ignore', 'pipe'] });
    this.child = child;
    child.stderr?.on('data', (chunk) => {
      this.stderr = (this.stderr + chunk).slice(-8_000);
    });
    child.on('exit', () => {
      this.ended ??= this.stderr.includes('Reached heap limit') ? 'memory' : 'crashed';
    });
    const deadline = Date.now() + startMs;
    // The socket file appears when workerd binds it, a moment before it listens: ready once it answers.
    while (!(existsSync(this.folder.calls) && (await accepts(this.folder.calls)))) {
      if (this.ended || Date.now() > deadline) {
        await this.stop();
        throw new Error(`workerd did not start: ${this.stderr.trim().split('\n').at(-1) ?? 'no output'}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  private send(id: string, name: string, request: CallRequest, context: CallContext) {
    return new Promise<Omit<CallResult, 'durationMs'>>((resolve, reject) => {
      const outgoing = http.request(
        {
          socketPath: this.folder.calls,
          method: request.method,
          path: '/',
          headers: {
            ...request.headers,
            host: 'functions',
            'x-sw-function': name,
            'x-sw-call': id,
            'x-sw-context': JSON.stringify({ ...context, url: request.url }),
          },
        },
        (response) => {
          const answered = (outcome: CallOutcome, body: Buffer) =>
            resolve({
              outcome,
              status: response.statusCode ?? 500,
              headers: Object.entries(response.headers).flatMap(([key, value]): Array<[string, string]> => {
                if (key === 'x-sw-outcome' || key === 'x-sw-logs') return [];
                return Array.isArray(value) ? value.map((one) => [key, one]) : [[key, String(value)]];
              }),
              body,
              logs: parseLogs(String(response.headers['x-sw-logs'] ?? '')),
            });
          let chunks: Buffer[] = [];
          let size = 0;
          // Past the plan's size the answer is dropped and the rest of it never read.
          const tooLarge = () => {
            chunks = [];
            response.destroy();
            answered('too-large', Buffer.alloc(0));
          };
          if (Number(response.headers['content-length'] ?? 0) > this.limits.responseBytes) return tooLarge();
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > this.limits.responseBytes) return tooLarge();
            chunks.push(chunk);
          });
          response.on('error', reject);
          response.on('end', () => {
            const outcome = String(response.headers['x-sw-outcome'] ?? '') as CallOutcome;
            answered(outcome || 'crashed', Buffer.concat(chunks));
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(request.body);
    });
  }

  /** Why the process went away, once its exit has been seen (a refused connection comes first). */
  private async endedAs(): Promise<CallOutcome> {
    for (let i = 0; i < 50 && !this.ended; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    return this.ended ?? 'crashed';
  }

  private cpuMs() {
    return this.child?.pid ? processCpuMs(this.child.pid) : 0;
  }

  /** Stops the process when the calls in flight used more CPU than their share since the oldest began. */
  private checkCpu() {
    const starts = [...this.inflight.values()].map((call) => call.cpuMs);
    if (!starts.length) return;
    if (this.cpuMs() - Math.min(...starts) > this.limits.cpuMs * starts.length) void this.stop('cpu');
  }
}

function parseLogs(header: string): CallResult['logs'] {
  try {
    const parsed = JSON.parse(decodeURIComponent(header));
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return []; // cut short at the header's limit
  }
}

/** Whether something listens on the Unix socket at `path`. */
function accepts(path: string) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(path);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
