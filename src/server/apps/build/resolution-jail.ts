import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { OnResolveArgs } from 'esbuild';
import { packageOf } from '../../../shared/packages';
import { LruMap } from '../../core/lru-map';

/**
 * The rules every import of a build obeys (ADR 0018): a project's files are an attacker's input,
 * so nothing they name may reach a file of the server. A bare import resolves only inside its
 * own package's folder, after following links; nothing climbs, nothing is absolute.
 */

const outside = (specifier: string) =>
  `"${specifier}" is not allowed: an import may only reach the project's own files and the files of the package it names.`;

const urlScheme = /^[a-z][a-z0-9+.-]*:/i;

/** Why a bare specifier is refused before anything resolves it, or null when it may be resolved. */
export function refusedBareSpecifier(specifier: string): string | null {
  if (specifier.includes('\0') || specifier.includes('\\') || urlScheme.test(specifier)) return outside(specifier);
  const name = packageOf(specifier);
  const segments = specifier.slice(name.length).split('/').slice(1);
  // "./" and "../" after the package name (or as the name) would walk out of its folder.
  if ([...name.split('/'), ...segments].some((s) => s === '.' || s === '..')) return outside(specifier);
  return null;
}

/** A specifier that leaves the importer's folder by its very form. */
export const isAbsoluteOrUrl = (specifier: string) =>
  specifier.startsWith('/') || specifier.includes('\0') || specifier.includes('\\') || urlScheme.test(specifier);

const real = (file: string) => {
  try {
    return realpathSync(file);
  } catch {
    return null;
  }
};

// A build checks every file it reads from disk against the same few folders (the product's
// packages, the installed ones, which never change once in the cache): each is resolved once.
const realFolders = new LruMap<string, string>(2_000);
function realFolder(folder: string) {
  let resolved = realFolders.get(folder);
  if (resolved === undefined) {
    resolved = real(folder) ?? undefined;
    if (resolved !== undefined) realFolders.set(folder, resolved);
  }
  return resolved ?? null;
}

/** Whether `file`, after following every link, is inside `folder` (itself taken after its links). */
export function isInside(file: string, folder: string) {
  const realFile = real(file);
  const folderAfterLinks = realFolder(folder);
  return realFile !== null && folderAfterLinks !== null && realFile.startsWith(`${folderAfterLinks}${path.sep}`);
}

/** The folder of the package `name` that holds `file`: its last `node_modules/<name>/` segment. */
export function packageFolderOf(file: string, name: string) {
  const marker = `${path.sep}node_modules${path.sep}${name}${path.sep}`;
  const at = file.lastIndexOf(marker);
  return at < 0 ? null : file.slice(0, at + marker.length - 1);
}

/** The folder of the package a file inside node_modules belongs to. */
export function ownPackageFolder(file: string) {
  const marker = `${path.sep}node_modules${path.sep}`;
  const at = file.lastIndexOf(marker);
  if (at < 0) return null;
  const name = packageOf(file.slice(at + marker.length));
  return file.slice(0, at + marker.length + name.length);
}

/** Stylesheets may name fonts and images on the web; scripts import only what is bundled. */
export const isWebAddress = (args: OnResolveArgs) =>
  (args.kind === 'url-token' || args.kind === 'import-rule') && /^(https?:)?\/\/|^data:/i.test(args.path);

/** esbuild applies an import attribute's loader to any file: only JSON, the one a project needs, is kept. */
export const refusedAttributes = (args: OnResolveArgs) => {
  const attributes = Object.entries(args.with ?? {});
  if (!attributes.length || (attributes.length === 1 && args.with.type === 'json')) return null;
  return { errors: [{ text: `Import attributes other than { type: 'json' } are not supported ("${args.path}").` }] };
};

/** The jail's answer to an import that resolved outside where it may: a build problem. */
export const escapedImport = (specifier: string) => ({ errors: [{ text: outside(specifier) }] });

/**
 * Build messages name files inside the product's checkout and the package cache by their place
 * under node_modules (or the checkout), never by the server's absolute paths.
 */
export function withoutServerPaths(text: string, roots: readonly string[]) {
  let clean = text.replace(/(?:\/[^\s"'`:]+)*\/node_modules\//g, 'node_modules/');
  for (const root of roots) clean = clean.split(`${root}/`).join('');
  return clean;
}
