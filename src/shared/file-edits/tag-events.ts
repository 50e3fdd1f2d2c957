import { normalizeProjectPath } from './paths';
import type { ParseEvent } from './types';

// Path checks happen in the parser too, so a bad path shows up as `invalid` before anything is applied.
export function checkPath(path: string | undefined): { ok: true; path: string } | { ok: false; reason: string } {
  if (path === undefined) return { ok: false, reason: 'missing path attribute' };
  const normalized = normalizeProjectPath(path);
  return normalized === null ? { ok: false, reason: `invalid path "${path}"` } : { ok: true, path: normalized };
}

export function selfClosingEvent(name: 'rename' | 'delete', attrs: Record<string, string>, raw: string): ParseEvent {
  if (name === 'delete') {
    const path = checkPath(attrs.path);
    return path.ok
      ? { type: 'edit', edit: { kind: 'delete', path: path.path } }
      : { type: 'invalid', reason: path.reason, raw };
  }
  if (attrs.from === undefined || attrs.to === undefined) {
    return { type: 'invalid', reason: 'rename needs from and to attributes', raw };
  }
  const from = checkPath(attrs.from);
  if (!from.ok) return { type: 'invalid', reason: from.reason, raw };
  const to = checkPath(attrs.to);
  if (!to.ok) return { type: 'invalid', reason: to.reason, raw };
  return { type: 'edit', edit: { kind: 'rename', from: from.path, to: to.path } };
}
