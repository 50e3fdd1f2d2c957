import { chown, lchown, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inProcessUnpacker, type Unpacker, type UnpackResponse } from '../../packages/tarball';
import { runToEnd, sandboxCommand, sandboxUid } from './sandbox-command';
import { sandboxAvailability, workerScript } from './sandbox-runtime';
import { sandboxTexts } from './sandbox-texts';

/** How long unpacking one install may take in the sandbox. */
const unpackTimeoutMs = 60_000;

/** Unpacks in the build sandbox, with write access to the install's scratch folder alone. */
export const sandboxedUnpacker: Unpacker = async (scratch, request) => {
  // Probed with the cache itself: the sandbox's uid may not be able to reach it.
  const availability = await sandboxAvailability([path.dirname(path.dirname(scratch))]);
  if (!availability.ok) return { ok: false, message: sandboxTexts.unavailable };
  await writeFile(path.join(scratch, '.unpack.json'), JSON.stringify(request));
  // The sandbox's uid writes the unpacked files (the tarballs stay the server's, readable).
  if (availability.asUnprivilegedUser) await chown(scratch, sandboxUid, sandboxUid);
  const { command, args, options } = sandboxCommand({
    script: await workerScript(),
    args: ['unpack', scratch],
    writable: scratch,
    asUnprivilegedUser: availability.asUnprivilegedUser,
  });
  const result = await runToEnd(command, args, options, unpackTimeoutMs);
  // The cache is the server's again: no process of the sandbox's uid may change a package later.
  if (availability.asUnprivilegedUser) await ownAgain(scratch);
  try {
    return JSON.parse(result.stdout) as UnpackResponse;
  } catch {
    return { ok: false, message: 'The package could not be unpacked: the unpacking process stopped.' };
  }
};

/** Every file and folder under `folder` owned by this process's user (the unpacker wrote them as another). */
async function ownAgain(folder: string) {
  const uid = process.getuid?.() ?? 0;
  const gid = process.getgid?.() ?? 0;
  await lchown(folder, uid, gid);
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    await lchown(path.join(entry.parentPath, entry.name), uid, gid);
  }
}

export const unpackerFor = (setting: 'on' | 'off') => (setting === 'off' ? inProcessUnpacker : sandboxedUnpacker);
