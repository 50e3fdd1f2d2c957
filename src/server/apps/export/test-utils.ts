import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';

// Test helpers for exports: unpacking zips and running npm in them as their owner would.

/** A zip's files by path, with the one top-level folder every export has taken off. */
export function unzipped(bytes: ArrayBuffer): { folder: string; files: Record<string, string> } {
  const entries = Object.entries(unzipSync(new Uint8Array(bytes)));
  const folder = entries[0]?.[0].split('/')[0] ?? '';
  const files: Record<string, string> = {};
  for (const [name, content] of entries) files[name.slice(folder.length + 1)] = strFromU8(content);
  return { folder, files };
}

export async function writeTree(root: string, files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) {
    const target = path.join(root, name);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
}

/**
 * The environment of a command run by hand: without the variables `npm test` sets for its own
 * scripts that say where the project is (npm_config_local_prefix would point npm at the product
 * instead of the export). Settings such as a registry mirror stay.
 */
const handEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(npm_(package_|lifecycle_|command$|config_(local_)?prefix$)|INIT_CWD$)/i.test(name),
    ),
  );

export interface CommandResult {
  code: number | null;
  output: string;
  ms: number;
}

/** Runs a command to its end (or kills its process group after timeoutMs); answers its exit and output. */
export function run(command: string, args: string[], cwd: string, timeoutMs: number): Promise<CommandResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...handEnv(), npm_config_update_notifier: 'false', CI: 'true' },
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => {
      output += `\n[killed after ${timeoutMs} ms]`;
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, timeoutMs);
    child.on('error', (error) => {
      output += String(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, ms: Date.now() - started });
    });
  });
}

/** Maps with at most `limit` calls running at once, keeping the order of the answers. */
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
