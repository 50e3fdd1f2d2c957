import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/**
 * Unpacks npm package tarballs (gzipped tar, every entry under one top folder, usually
 * "package/"). A tarball is a stranger's file: only regular files and folders are written, each
 * inside the package's folder; links, devices and names that climb or are absolute refuse the
 * whole package. Runs in the build sandbox (ADR 0018).
 */

export class TarballError extends Error {}

const block = 512;

const text = (bytes: Buffer, start: number, length: number) => {
  const field = bytes.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? field.length : end).toString('utf8');
};
const octal = (bytes: Buffer, start: number, length: number) => {
  const digits = text(bytes, start, length).trim() || '0';
  // Only plain octal digits: a sign or anything else would make the reader go nowhere or back.
  return /^[0-7]+$/.test(digits) ? Number.parseInt(digits, 8) : Number.NaN;
};
/** What every entry costs against the limit besides its bytes: folders and empty files use the disk too. */
const entryCost = 512;
/** Entries one install may hold at most. */
const maxEntries = 50_000;

/** The `path` record of a pax extended header, which carries names longer than 100 bytes. */
const paxPath = (body: Buffer) => {
  for (const record of body.toString('utf8').split('\n')) {
    const match = record.match(/^\d+ path=(.*)$/s);
    if (match) return match[1] ?? null;
  }
  return null;
};

/** The entry's place inside the package: its name without the top folder, or a refusal. */
function placeOf(name: string, packageName: string) {
  const parts = name.split('/').filter((p) => p !== '' && p !== '.');
  if (name.startsWith('/') || name.includes('\\') || name.includes('\0') || parts.includes('..')) {
    throw new TarballError(`"${packageName}" was refused: its tarball holds an entry outside the package ("${name}").`);
  }
  return parts.slice(1).join('/');
}

/** A write of an entry; its failure (a name twice, a file where a folder is) names the entry, not the server's folder. */
function onDisk(packageName: string, place: string, write: () => void) {
  try {
    write();
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'an error';
    throw new TarballError(`"${packageName}" was refused: its tarball entry "${place}" cannot be written (${code}).`);
  }
}

export interface Unpacked {
  files: number;
  /** Every entry, folders included. */
  entries: number;
  /** File bytes plus a fixed cost per entry. */
  bytes: number;
}

/** Writes the tarball's files under `folder`; at most `maxBytes` unpacked in all. */
export function unpackTarball(gzipped: Buffer, folder: string, packageName: string, maxBytes: number): Unpacked {
  let tar: Buffer;
  try {
    tar = gunzipSync(gzipped, { maxOutputLength: maxBytes + 1024 * 1024 });
  } catch (error) {
    const tooLarge = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
    throw new TarballError(
      tooLarge ? `"${packageName}" is too large unpacked.` : `"${packageName}" has a damaged tarball.`,
    );
  }
  const unpacked: Unpacked = { files: 0, entries: 0, bytes: 0 };
  let longName: string | null = null;
  for (let at = 0; at + block <= tar.length; ) {
    const header = tar.subarray(at, at + block);
    if (header.every((b) => b === 0)) break;
    const size = octal(header, 124, 12);
    if (!Number.isSafeInteger(size) || at + block + size > tar.length) {
      throw new TarballError(`"${packageName}" has a damaged tarball.`);
    }
    unpacked.entries += 1;
    unpacked.bytes += entryCost;
    if (unpacked.entries > maxEntries || unpacked.bytes > maxBytes) {
      throw new TarballError(`"${packageName}" is too large unpacked.`);
    }
    const type = String.fromCharCode(header[156] ?? 0);
    const body = tar.subarray(at + block, at + block + size);
    at += block + Math.ceil(size / block) * block;
    if (type === 'x' || type === 'L') {
      longName = type === 'x' ? paxPath(body) : text(body, 0, body.length);
      continue;
    }
    if (type === 'g') continue;
    const prefix = text(header, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100));
    longName = null;
    const place = placeOf(name, packageName);
    if (type === '5') {
      if (place) onDisk(packageName, place, () => mkdirSync(path.join(folder, place), { recursive: true }));
      continue;
    }
    if (type !== '0' && type !== '\0' && type !== '7') {
      throw new TarballError(`"${packageName}" was refused: its tarball holds a link or device ("${name}").`);
    }
    if (!place) continue;
    unpacked.bytes += size;
    unpacked.files += 1;
    if (unpacked.bytes > maxBytes) throw new TarballError(`"${packageName}" is too large unpacked.`);
    const target = path.join(folder, place);
    onDisk(packageName, place, () => {
      mkdirSync(path.dirname(target), { recursive: true });
      // Executable bits are kept for what they say; nothing else of the entry's mode is.
      writeFileSync(target, body, { mode: octal(header, 100, 8) & 0o111 ? 0o755 : 0o644, flag: 'wx' });
    });
  }
  return unpacked;
}

/** One package of an install: its tarball's file and the folder it unpacks to, both inside the scratch folder. */
export interface UnpackStep {
  name: string;
  tarball: string;
  folder: string;
}

const safeRelative = (p: string) => !path.isAbsolute(p) && !p.split(/[\\/]/).includes('..');

/** Unpacks every step of an install under `scratch`; answers the bytes written. */
export function unpackAll(
  scratch: string,
  steps: UnpackStep[],
  readTarball: (file: string) => Buffer,
  maxBytes: number,
) {
  let bytes = 0;
  for (const step of steps) {
    if (!safeRelative(step.tarball) || !safeRelative(step.folder))
      throw new TarballError('An install step leaves its folder.');
    const folder = path.join(scratch, step.folder);
    mkdirSync(folder, { recursive: true });
    bytes += unpackTarball(readTarball(path.join(scratch, step.tarball)), folder, step.name, maxBytes - bytes).bytes;
  }
  return bytes;
}

/** Written as `.unpack.json` into an install's scratch folder for the unpacking process. */
export interface UnpackRequest {
  steps: UnpackStep[];
  maxBytes: number;
}

export type UnpackResponse = { ok: true; bytes: number } | { ok: false; message: string };

/** Unpacks an install's tarballs in its scratch folder: in the build sandbox, unless it is turned off. */
export type Unpacker = (scratch: string, request: UnpackRequest) => Promise<UnpackResponse>;

/** With BUILD_SANDBOX=off (and in unit tests of the store): the same unpacking in this process. */
export const inProcessUnpacker: Unpacker = async (scratch, request) => {
  try {
    return { ok: true, bytes: unpackAll(scratch, request.steps, (file) => readFileSync(file), request.maxBytes) };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
};
