import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import type { Writable } from 'node:stream';
import { buildLimits } from '../../../../shared/app-template';
import { LruMap } from '../../../core/lru-map';
import type { BundleResult } from '../bundle';
import type { TypeCheckResult } from '../type-check';
import { readFrames, writeFrame } from './frames';
import { capProcesses } from './process-cap';
import type { BuildRequest, BuildResponse, TypeCheckRequest } from './protocol';
import { type SandboxLimits, sandboxCommand, sandboxLimits } from './sandbox-command';
import { causeOf, type SandboxWork, sandboxTexts } from './sandbox-texts';

export type Answer = BundleResult | TypeCheckResult;

interface Pending {
  resolve: (result: Answer) => void;
  timer: NodeJS.Timeout;
  /** What it is answered when its worker is stopped or ends. */
  failed: (cause: string) => Answer;
}

export interface WorkerSpec {
  script: string;
  mode: 'build' | 'types';
  /** Whether it warms a spare esbuild context on the starter. */
  warm: boolean;
  readOnly: string[];
  limits?: SandboxLimits;
  asUnprivilegedUser: boolean;
}

/**
 * One worker process inside the build sandbox (ADR 0018), given one build at a time (ADR 0034):
 * the server stops it at a build's deadline, whatever its thread is doing, and nothing but that
 * build goes with it. It keeps the esbuild contexts of the projects it built.
 */
export class SandboxWorker {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** Set when the server stopped it: what a build still waiting is told. */
  private cause: string | null = null;
  private stderr = '';
  /** Builds it answered. */
  builds = 0;
  ended = false;
  /** The projects it built lately (their contexts are warm in it). */
  readonly projects = new LruMap<string, true>(buildLimits.maxContexts);

  constructor(
    spec: WorkerSpec,
    private readonly work: SandboxWork,
    onEnded: (worker: SandboxWorker) => void,
  ) {
    const { command, args, options } = sandboxCommand({
      script: spec.script,
      args: [spec.mode, spec.warm ? 'warm' : 'cold'],
      readOnly: spec.readOnly,
      limits: spec.limits,
      asUnprivilegedUser: spec.asUnprivilegedUser,
    });
    const { child, uncap } = spawnCapped(command, args, options, (spec.limits ?? sandboxLimits).processes);
    this.child = child;
    child.stdin.on('error', () => undefined);
    child.stderr.on('data', (chunk) => {
      this.stderr = (this.stderr + chunk).slice(-4000);
    });
    const maxFrame = 2 * buildLimits.maxOutputBytes + 1024 * 1024;
    readFrames(
      child.stdout,
      (message) => this.answer(message as BuildResponse),
      maxFrame,
      (bytes) =>
        this.stop(
          bytes > maxFrame
            ? sandboxTexts.tooLarge(Math.round(buildLimits.maxOutputBytes / 1024 / 1024))
            : sandboxTexts.crashed(this.work),
        ),
    );
    child.on('error', () => this.stop(sandboxTexts.crashed(this.work)));
    child.on('close', (_code, signal) => {
      uncap();
      this.end(signal);
      onEnded(this);
    });
  }

  /** Sends one request; past `deadlineMs` the worker is stopped and the request answered with `failed`. */
  send(
    request: Omit<BuildRequest, 'id'> | Omit<TypeCheckRequest, 'id'>,
    deadlineMs: number,
    failed: (cause: string) => Answer,
  ) {
    if (this.ended) return Promise.resolve(failed(this.cause ?? sandboxTexts.crashed(this.work)));
    const id = this.nextId++;
    this.projects.set(request.projectId, true);
    return new Promise<Answer>((resolve) => {
      const timer = setTimeout(
        () => this.stop(sandboxTexts.tooLong(Math.floor(deadlineMs / 1000), this.work)),
        deadlineMs,
      );
      this.pending.set(id, { resolve, timer, failed });
      writeFrame(this.child.stdin, { ...request, id });
    });
  }

  /** Ends it once its work is done (its stdin closes; it exits by itself). */
  retire() {
    this.child.stdin.end();
  }

  /** Kills it (the whole sandbox goes with bwrap); a build still waiting fails with `cause`. */
  stop(cause: string) {
    this.cause ??= cause;
    this.child.kill('SIGKILL');
  }

  /** Retires it and waits for its end: killed if it is not gone within two seconds. */
  async close() {
    if (this.ended) return;
    const closed = new Promise((resolve) => this.child.once('close', resolve));
    this.retire();
    const kill = setTimeout(() => this.stop('The server is shutting down.'), 2_000);
    await closed;
    clearTimeout(kill);
  }

  private answer(response: BuildResponse) {
    const pending = this.pending.get(response.id);
    if (!pending) return;
    this.pending.delete(response.id);
    clearTimeout(pending.timer);
    this.builds += 1;
    pending.resolve(response.result);
  }

  private end(signal: NodeJS.Signals | null) {
    this.ended = true;
    const cause = this.cause ?? causeOf(signal, this.stderr, this.work);
    for (const pending of this.pending.values()) {
      clearTimeout(pending.timer);
      pending.resolve(pending.failed(cause));
    }
    this.pending.clear();
  }
}

/**
 * Starts the sandbox. A root server first puts it in a pids cgroup (process-cap.ts): a shell
 * holds the command until the group is set, so nothing it starts is outside the group.
 */
function spawnCapped(command: string, args: string[], options: object, processes: number) {
  if (process.getuid?.() !== 0) {
    return { child: spawn(command, args, { ...options, stdio: ['pipe', 'pipe', 'pipe'] }), uncap: () => undefined };
  }
  const held = spawn('/bin/sh', ['-c', 'read -r _ <&3; exec /usr/bin/env -i "$@"', 'sh', command, ...args], {
    ...options,
    stdio: ['pipe', 'pipe', 'pipe', 'pipe'],
  });
  const uncap = held.pid ? capProcesses(held.pid, processes) : () => undefined;
  const gate = held.stdio[3] as Writable | null;
  // A shell that died before reading would fail this write: its 'close' already reports that.
  gate?.on('error', () => undefined);
  gate?.end('go\n');
  return { child: held as ChildProcessWithoutNullStreams, uncap };
}
