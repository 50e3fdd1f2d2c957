import { functionsOf } from '../../../shared/functions/limits';
import type { ReviewFinding } from '../../../shared/security-review';
import { finding } from './source-lines';

const writes = /\.(add|update|remove)\s*\(/;
// What counts as looking at who calls: the signed-in caller, or a secret (a signature or a shared key).
const checksCaller = /\bctx\.caller\b|\bcaller\b|\bctx\.secrets\b|\bsecrets\./;

/** App Functions that write past the rules (asApp) for anyone who calls them. */
export function checkFunctions(files: ReadonlyMap<string, string>): ReviewFinding[] {
  const found: ReviewFinding[] = [];
  for (const fn of functionsOf(files)) {
    const path = `functions/${fn}.ts`;
    const source = files.get(path) ?? '';
    if (!/\basApp\s*\(\s*\)/.test(source) || !writes.test(source) || checksCaller.test(source)) continue;
    const line = source.split('\n').findIndex((l) => /\basApp\s*\(/.test(l)) + 1;
    found.push(
      finding(
        'functions',
        'high',
        `The function "${fn}" changes data as the app (asApp) for whoever calls it, without looking at who that is.`,
        'Check ctx.caller (refuse when it is null or not allowed), or verify a signature with a secret from ctx.secrets, before writing.',
        { file: path, line: line || null },
      ),
    );
  }
  return found;
}
