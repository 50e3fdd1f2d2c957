import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productRoot } from '../../../src/server/core/product-root';
import { getOnHost } from '../../support/app-host';
import { signedInBrowser } from '../../support/auth-session';
import { sendAndWait } from '../../support/run-events';
import type { TestServer } from '../../support/test-server';

/**
 * Files on the server an attacker's project must never read into its app, each holding a value
 * found nowhere else: the auth secret in DATA_DIR, a planted secret (as text and as JSON, the
 * two loaders a bundler offers), /etc/passwd and the server process's environment.
 */
export interface Canaries {
  dir: string;
  textFile: string;
  jsonFile: string;
  /** A stylesheet holding the planted secret. */
  cssFile: string;
  /** A script that, if ever run, leaves a marker file beside it. */
  script: string;
  marker: string;
  secrets: Record<string, string>;
}

/** A fresh folder name for canaries, known before the server starts (fake registries name it). */
export const canaryFolder = () => path.join(os.tmpdir(), `shipwright-canary-${randomBytes(6).toString('hex')}`);

export function plantCanaries(server: TestServer, dir = canaryFolder()): Canaries {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  const value = `canary-${randomBytes(12).toString('hex')}`;
  const textFile = path.join(dir, 'secret.txt');
  const jsonFile = path.join(dir, 'secret.json');
  const marker = path.join(dir, 'ran');
  const script = path.join(dir, 'evil.mjs');
  writeFileSync(textFile, value, { mode: 0o644 });
  writeFileSync(jsonFile, JSON.stringify({ value }), { mode: 0o644 });
  const cssFile = path.join(dir, 'secret.css');
  writeFileSync(cssFile, `.canary::after { content: "${value}"; }\n`, { mode: 0o644 });
  // What a JSX import source in the folder would load.
  writeFileSync(path.join(dir, 'jsx-runtime.js'), `export const jsx = () => ${JSON.stringify(value)};\n`);
  writeFileSync(
    script,
    `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(marker)}, 'ran');\nexport default { handler() {} };\n`,
  );
  const environ = readFileSync('/proc/self/environ', 'utf8').split('\0');
  const longestVariable = environ.reduce((a, b) => (b.length > a.length ? b : a), '');
  return {
    dir,
    textFile,
    jsonFile,
    cssFile,
    script,
    marker,
    secrets: {
      planted: value,
      authSecret: readFileSync(path.join(server.deps.env.DATA_DIR, 'auth-secret'), 'utf8').trim(),
      passwd: 'root:x:0:0',
      environ: longestVariable,
    },
  };
}

/** Which canaries `text` holds. */
export const leaked = (text: string, canaries: Canaries) =>
  Object.entries(canaries.secrets)
    .filter(([, secret]) => secret && text.includes(secret))
    .map(([name]) => name);

/** "../" enough times to reach / from any folder the server uses. */
export const climb = '../'.repeat(14);

export interface BuildOutcome {
  status: string;
  problems: Array<{ message: string; file: string | null }>;
  js: string;
  css: string;
  /** Everything the attacker gets back: script, styles and problems. */
  all: string;
}

/** A signed-in Free account with a generated app, writing its files and building through the API. */
export async function attackerProject(server: TestServer) {
  const { browser } = await signedInBrowser(server, 'correct-horse', 'attacker');
  const prompt = 'A simple notes app';
  const project = await (await browser.post('/api/projects', { prompt })).json();
  await sendAndWait(browser, project.id, { content: prompt });

  async function write(filePath: string, content: string) {
    const { files } = (await (await browser.get(`/api/projects/${project.id}/files`)).json()) as {
      files: Array<{ id: string; filePath: string }>;
    };
    const existing = files.find((f) => f.filePath === filePath);
    const res = existing
      ? await browser.put(`/api/projects/${project.id}/files/${existing.id}`, { content })
      : await browser.post(`/api/projects/${project.id}/files`, { filePath, content });
    if (res.status >= 300) throw new Error(`writing ${filePath} answered ${res.status}: ${await res.text()}`);
  }

  async function build(): Promise<BuildOutcome> {
    const info = await (await browser.get(`/api/projects/${project.id}/preview`)).json();
    const problems = info.build?.problems ?? [];
    const asset = async (file: string) =>
      info.build?.status === 'ok'
        ? (await getOnHost(server.url, info.origin, `/__app/${info.build.id}/${file}`)).text
        : '';
    const js = await asset('app.js');
    const css = await asset('app.css');
    return { status: info.build?.status, problems, js, css, all: `${js}\n${css}\n${JSON.stringify(problems)}` };
  }

  /** Writes src/App.tsx (and any other files), then builds. */
  async function buildWith(files: Record<string, string>) {
    for (const [file, content] of Object.entries(files)) await write(file, content);
    return build();
  }

  return { project, browser, write, build, buildWith };
}

/** The server paths no build problem may show. */
export const serverPaths = (server: TestServer) => [productRoot, server.deps.env.DATA_DIR];
