import { changeDependency, manifestPath } from './dependency';
import { findUnique } from './find-unique';
import { normalizeProjectPath } from './paths';
import type { FileEdit } from './types';

export type ApplyResult = { ok: true; files: Map<string, string>; changed: string[] } | { ok: false; reason: string };

const fail = (reason: string): ApplyResult => ({ ok: false, reason });

/** Applies one edit to a snapshot of the project files without touching it; `changed` lists paths whose content or presence differs. */
export function applyFileEdit(files: ReadonlyMap<string, string>, edit: FileEdit): ApplyResult {
  const next = new Map(files);
  switch (edit.kind) {
    case 'write': {
      const path = normalizeProjectPath(edit.path);
      if (path === null) return fail(`invalid path "${edit.path}"`);
      next.set(path, edit.content);
      return { ok: true, files: next, changed: files.get(path) === edit.content ? [] : [path] };
    }
    case 'edit': {
      const path = normalizeProjectPath(edit.path);
      if (path === null) return fail(`invalid path "${edit.path}"`);
      const original = files.get(path);
      if (original === undefined) return fail(`cannot edit ${path}: the file does not exist`);
      let content = original;
      const total = edit.replacements.length;
      for (const [index, { search, replace }] of edit.replacements.entries()) {
        // Name the pair only when there are several, so the model knows which one to fix.
        const which = total > 1 ? `SEARCH ${index + 1} of ${total}` : 'SEARCH';
        if (search.trim() === '') return fail(`${which} is empty in ${path}`);
        const match = findUnique(content, search);
        if (match.found === 'none') return fail(`${which} was not found in ${path}`);
        if (match.found === 'many') {
          return fail(`${which} matches ${match.count} places in ${path}; it must match exactly one`);
        }
        content = content.slice(0, match.start) + replace + content.slice(match.end);
      }
      next.set(path, content);
      return { ok: true, files: next, changed: content === original ? [] : [path] };
    }
    case 'rename': {
      const from = normalizeProjectPath(edit.from);
      const to = normalizeProjectPath(edit.to);
      if (from === null) return fail(`invalid path "${edit.from}"`);
      if (to === null) return fail(`invalid path "${edit.to}"`);
      const content = files.get(from);
      if (content === undefined) return fail(`cannot rename ${from}: the file does not exist`);
      if (files.has(to)) return fail(`cannot rename ${from} to ${to}: ${to} already exists`);
      next.delete(from);
      next.set(to, content);
      return { ok: true, files: next, changed: [from, to] };
    }
    case 'delete': {
      const path = normalizeProjectPath(edit.path);
      if (path === null) return fail(`invalid path "${edit.path}"`);
      if (!files.has(path)) return fail(`cannot delete ${path}: the file does not exist`);
      next.delete(path);
      return { ok: true, files: next, changed: [path] };
    }
    case 'dependency': {
      const change = changeDependency(files.get(manifestPath), edit.name, edit.version);
      if (!change.ok) return fail(change.reason);
      next.set(manifestPath, change.content);
      return { ok: true, files: next, changed: change.changed ? [manifestPath] : [] };
    }
  }
}
