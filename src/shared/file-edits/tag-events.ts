import { cloudSdkModule } from '../app-template';
import { packageNameSchema, versionSpecSchema } from '../packages';
import { normalizeProjectPath } from './paths';
import type { ParseEvent } from './types';

// Path checks happen in the parser too, so a bad path shows up as `invalid` before anything is applied.
export function checkPath(path: string | undefined): { ok: true; path: string } | { ok: false; reason: string } {
  if (path === undefined) return { ok: false, reason: 'missing path attribute' };
  const normalized = normalizeProjectPath(path);
  return normalized === null ? { ok: false, reason: `invalid path "${path}"` } : { ok: true, path: normalized };
}

const isFlagSet = (value: string | undefined) => value !== undefined && value !== 'false';

function dependencyEvent(attrs: Record<string, string>, raw: string): ParseEvent {
  const invalid = (reason: string): ParseEvent => ({ type: 'invalid', reason, raw });
  if (attrs.name === undefined) return invalid('dependency needs a name attribute');
  const name = packageNameSchema.safeParse(attrs.name);
  if (!name.success) return invalid(`"${attrs.name}" is not a valid npm package name`);
  if (name.data === cloudSdkModule) return invalid(`${cloudSdkModule} is built in: import it without a dependency`);
  if (isFlagSet(attrs.remove)) return { type: 'edit', edit: { kind: 'dependency', name: name.data, version: null } };
  const version = versionSpecSchema.safeParse(attrs.version ?? 'latest');
  if (!version.success) {
    return invalid(
      `version "${attrs.version}" of ${name.data} is not a version, range or tag from the npm registry (like "^1.2.0")`,
    );
  }
  return { type: 'edit', edit: { kind: 'dependency', name: name.data, version: version.data } };
}

export function selfClosingEvent(
  name: 'rename' | 'delete' | 'dependency',
  attrs: Record<string, string>,
  raw: string,
): ParseEvent {
  if (name === 'dependency') return dependencyEvent(attrs, raw);
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
