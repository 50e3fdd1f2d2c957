import { spawn } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';

// The git CLI and its CGI, for the test Git server (git-http-server.ts).

/** The Basic-auth user when the password is an accepted token (and the user matches, if one is required). */
export function authorizedUser(
  header: string | undefined,
  accepted: (token: string) => boolean,
  required?: string,
): string | null {
  const [scheme = '', encoded = ''] = (header ?? '').split(' ');
  if (scheme.toLowerCase() !== 'basic') return null;
  const decoded = Buffer.from(encoded, 'base64').toString();
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  const user = decoded.slice(0, colon);
  if (!accepted(decoded.slice(colon + 1)) || (required !== undefined && user !== required)) return null;
  return user;
}

const gitConfig = [
  'user.name=Remote Dev',
  'user.email=remote@example.com',
  'init.defaultBranch=main',
  'commit.gpgsign=false',
  'core.autocrlf=false',
].flatMap((setting) => ['-c', setting]);

export function runGit(args: string[], env: NodeJS.ProcessEnv, cwd: string, input?: string): Promise<Buffer> {
  return new Promise((done, fail) => {
    const child = spawn('git', [...gitConfig, ...args], { cwd, env });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', fail);
    child.on('close', (code) => {
      if (code === 0) done(Buffer.concat(out));
      else fail(new Error(`git ${args.join(' ')} exited ${code}: ${Buffer.concat(err).toString().trim()}`));
    });
    child.stdin.on('error', () => {}); // git may exit before reading all input; the exit code tells.
    child.stdin.end(input ?? '');
  });
}

/** Runs `git http-backend` as a CGI: request body in, "Status:"/headers/blank line/body out. */
export function runCgi(req: IncomingMessage, res: ServerResponse, env: NodeJS.ProcessEnv) {
  const child = spawn('git', ['http-backend'], { env });
  let stderr = ''; // kept quiet, but shown in the 500 when the CGI dies before answering
  const note = (text: unknown) => {
    stderr = (stderr + String(text)).slice(-4000);
  };
  child.stderr.on('data', note);
  child.on('error', note);
  child.stdin.on('error', () => {}); // the backend may stop reading early (e.g. on a bad request)
  req.pipe(child.stdin);
  res.on('close', () => child.exitCode === null && child.kill()); // the client hung up
  let head: Buffer | null = Buffer.alloc(0);
  child.stdout.on('data', (chunk: Buffer) => {
    if (head === null) return void res.write(chunk);
    head = Buffer.concat([head, chunk]);
    const blank = /\r?\n\r?\n/.exec(head.toString('latin1'));
    if (!blank) return;
    let status = 200;
    const headers: Record<string, string> = {};
    const fields = head.toString('latin1', 0, blank.index).matchAll(/^([^:\r\n]+):\s*(.*?)\r?$/gm);
    for (const [, key = '', value = ''] of fields) {
      if (key.toLowerCase() === 'status') status = Number.parseInt(value, 10) || 200;
      else headers[key] = value;
    }
    const rest = head.subarray(blank.index + blank[0].length);
    head = null;
    res.writeHead(status, headers);
    if (rest.length > 0) res.write(rest);
  });
  child.on('close', () => {
    if (head !== null && !res.headersSent) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      return res.end(`git http-backend failed: ${stderr}\n`);
    }
    res.end();
  });
}
