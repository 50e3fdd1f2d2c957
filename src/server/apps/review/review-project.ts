import { type CloudRules, cloudRulesSchema, rulesFile } from '../../../shared/cloud/rules';
import { type ReviewResult, severityRank } from '../../../shared/security-review';
import type { PackageStore } from '../packages/package-store';
import { checkAdvisories } from './check-advisories';
import { checkCloudRules } from './check-cloud-rules';
import { checkFunctions } from './check-functions';
import { checkPlainHttp } from './check-plain-http';
import { checkProductPrices } from './check-product-prices';
import { checkSecrets } from './check-secrets';
import { checkSinks } from './check-sinks';

function rulesOf(files: ReadonlyMap<string, string>): CloudRules | null {
  const source = files.get(rulesFile);
  if (source === undefined) return null;
  try {
    const parsed = cloudRulesSchema.safeParse(JSON.parse(source));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The security review of a project's files, as a deploy would publish them: pure text checks over
 * the sources and the rules, and the registry's advisories for its packages. Nothing in the files
 * is run or resolved; they are read as text.
 */
export async function reviewProject(
  deps: { packages: PackageStore; registryUrl: string },
  files: ReadonlyMap<string, string>,
): Promise<ReviewResult> {
  const started = performance.now();
  const advisories = await checkAdvisories(deps.packages, deps.registryUrl, files);
  const rules = rulesOf(files);
  const findings = [
    ...checkCloudRules(files, rules),
    ...checkProductPrices(files, rules),
    ...checkSecrets(files),
    ...checkSinks(files),
    ...checkFunctions(files),
    ...checkPlainHttp(files),
    ...advisories.findings,
  ].sort(
    (a, b) =>
      severityRank[a.severity] - severityRank[b.severity] ||
      (a.file ?? '').localeCompare(b.file ?? '') ||
      (a.line ?? 0) - (b.line ?? 0),
  );
  return {
    findings,
    skipped: advisories.skipped ? [{ check: 'advisories', reason: advisories.skipped }] : [],
    blocking: findings.some((f) => f.severity === 'critical'),
    ms: Math.round(performance.now() - started),
  };
}
