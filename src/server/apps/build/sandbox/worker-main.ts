import { readdirSync, readFileSync } from 'node:fs';
import { type UnpackRequest, unpackAll } from '../../packages/tarball';
import { warmUpProject } from '../../template/warm-up';
import { BuildPool } from '../build-pool';
import { TypeChecker } from '../type-check';
import { readFrames, writeFrame } from './frames';
import type { BuildRequest, BuildResponse, TypeCheckRequest } from './protocol';

/**
 * The process inside the build sandbox. `build` mode is long-lived: it keeps each project's
 * esbuild context and answers build requests framed on stdin. `types` mode is long-lived too:
 * it keeps each project's TypeScript language service and answers type-checks. `unpack` mode unpacks one
 * install's tarballs into its scratch folder and exits. `probe` only proves the sandbox starts.
 */

// stdout carries frames: a library's stray log line must not land in one.
console.log = console.error;
console.info = console.error;

const [mode, argument = ''] = process.argv.slice(2);

function serveBuilds(warm: boolean) {
  const pool = new BuildPool(undefined, undefined, warm ? warmUpProject() : null);
  readFrames(
    process.stdin,
    (message) => {
      const request = message as BuildRequest;
      pool
        .build(request.projectId, new Map(request.files), new Map(request.packages), request.options)
        .then((result) => writeFrame(process.stdout, { id: request.id, result } satisfies BuildResponse))
        .catch((error: Error) => {
          // esbuild's service itself failed (out of memory, say): answer, then start afresh.
          writeFrame(process.stdout, {
            id: request.id,
            result: { ok: false, problems: [{ message: error.message, file: null, line: null, column: null }] },
          } satisfies BuildResponse);
          process.exitCode = 70;
          process.stdout.end(() => process.exit(70));
        });
    },
    Number.MAX_SAFE_INTEGER,
    () => process.exit(65),
  );
  process.stdin.on('end', () => void pool.close().finally(() => process.exit(0)));
}

function serveTypeChecks() {
  const checker = new TypeChecker();
  readFrames(
    process.stdin,
    (message) => {
      const request = message as TypeCheckRequest;
      const result = checker.check(request.projectId, new Map(request.files), new Map(request.packages));
      writeFrame(process.stdout, { id: request.id, result } satisfies BuildResponse);
    },
    Number.MAX_SAFE_INTEGER,
    () => process.exit(65),
  );
  process.stdin.on('end', () => process.exit(0));
}

function unpack(scratch: string) {
  const request = JSON.parse(readFileSync(`${scratch}/.unpack.json`, 'utf8')) as UnpackRequest;
  try {
    const bytes = unpackAll(scratch, request.steps, (file) => readFileSync(file), request.maxBytes);
    process.stdout.write(JSON.stringify({ ok: true, bytes }));
  } catch (error) {
    process.stdout.write(JSON.stringify({ ok: false, message: (error as Error).message }));
  }
}

/** The folders it was given can be read: bound, and reachable by the sandbox's uid. */
function probe(folders: string[]) {
  for (const folder of folders) readdirSync(folder);
}

if (mode === 'build') serveBuilds(argument === 'warm');
else if (mode === 'types') serveTypeChecks();
else if (mode === 'unpack') unpack(argument);
else if (mode === 'probe') probe(process.argv.slice(3));
else process.exit(64);
