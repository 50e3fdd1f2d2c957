import { existsSync } from 'node:fs';
import { chown, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { jailNamespaces, jailUids, processLimits } from '../build/sandbox/sandbox-command';
import { entryModule, runtimeModule } from './function-entry';

/**
 * One app's functions in workerd, in the jail builds run in (ADR 0018, 0026): its own namespaces,
 * no network (the functions' fetch goes out through the egress proxy's socket), the unprivileged
 * uid, the runtime and workerd's binary read-only, and one folder of its own holding its config,
 * its modules and the sockets it answers and calls on.
 */

// The package is CommonJS with an `__esModule` default: required, it reads the same under tsx,
// vitest and the bundled server.
const workerdPackage = createRequire(import.meta.url)('workerd') as typeof import('workerd');
const workerdBinary = workerdPackage.default;

/** Where the app's folder is inside the jail. */
const inJail = '/fn';

/** Limits of the process; its heap is set in the config (V8 aborts past it, and the host says so). */
const workerdLimits = { processes: 256, cpuSeconds: 3_600, fileBytes: 16 * 1024 ** 2 };

export interface FunctionBundle {
  /** Each function's bundled ES module, by name. */
  modules: ReadonlyMap<string, string>;
  /** The JavaScript heap the process may use. */
  memoryMb: number;
}

/** A new folder with the app's config and modules; the sockets appear in it once both sides listen. */
export async function prepareFunctionFolder(bundle: FunctionBundle, asUnprivilegedUser: boolean) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shipwright-functions-'));
  const names = [...bundle.modules.keys()].sort();
  await mkdir(path.join(dir, 'functions'));
  await writeFile(path.join(dir, 'config.capnp'), configText(names, bundle.memoryMb));
  await writeFile(path.join(dir, 'runtime.js'), runtimeModule);
  await writeFile(path.join(dir, 'entry.js'), entryModule(names));
  for (const name of names) await writeFile(path.join(dir, 'functions', `${name}.js`), bundle.modules.get(name) ?? '');
  // The jail's uid creates its socket here; nobody else may read the app's code.
  if (asUnprivilegedUser) {
    await chown(dir, jailUids.functions, jailUids.functions);
  }
  return {
    dir,
    calls: path.join(dir, 'calls.sock'),
    egress: path.join(dir, 'egress.sock'),
    cloud: path.join(dir, 'cloud.sock'),
  };
}

/** The command line that serves the folder's config in the jail (or runs workerd with `workerdArgs`). */
export function workerdCommand(
  dir: string,
  asUnprivilegedUser: boolean,
  workerdArgs = ['serve', `${inJail}/config.capnp`],
) {
  const binaryDir = path.dirname(workerdBinary);
  const args = [
    ...processLimits(workerdLimits, 1024),
    ...jailNamespaces(),
    '--remount-ro',
    '/dev',
    '--tmpfs',
    '/tmp',
    '--ro-bind',
    binaryDir,
    binaryDir,
    // workerd loads the system's CA certificates at start (public, read-only).
    ...['/etc/ssl'].filter((p) => existsSync(p)).flatMap((p) => ['--ro-bind', p, p]),
    '--bind',
    dir,
    inJail,
    '--remount-ro',
    '/',
    '--chdir',
    inJail,
    '--',
    workerdBinary,
    ...workerdArgs,
  ];
  const user = asUnprivilegedUser ? { uid: jailUids.functions, gid: jailUids.functions } : {};
  return { command: 'prlimit', args, options: { env: {}, detached: true, ...user } };
}

/** workerd's newest compatibility date, pinned with the package: behaviour changes only on upgrade. */
export const functionsCompatibilityDate = workerdPackage.compatibilityDate;

function configText(names: string[], memoryMb: number) {
  const modules = [
    '(name = "entry.js", esModule = embed "entry.js")',
    '(name = "runtime.js", esModule = embed "runtime.js")',
    ...names.map((name) => `(name = "functions/${name}.js", esModule = embed "functions/${name}.js")`),
  ];
  return `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [
    (name = "app", worker = .app),
    (name = "egress", external = (address = "unix:${inJail}/egress.sock", http = (style = proxy))),
    (name = "cloud", external = (address = "unix:${inJail}/cloud.sock", http = ())),
  ],
  sockets = [ (name = "calls", address = "unix:${inJail}/calls.sock", http = (), service = "app") ],
  v8Flags = ["--max-old-space-size=${memoryMb}"],
);
const app :Workerd.Worker = (
  modules = [
    ${modules.join(',\n    ')},
  ],
  compatibilityDate = "${functionsCompatibilityDate}",
  compatibilityFlags = ["nodejs_als"],
  bindings = [ (name = "CLOUD", service = "cloud") ],
  globalOutbound = "egress",
);
`;
}
