import semver from 'semver';
import { type ReviewFinding, reviewTexts } from '../../../shared/security-review';
import type { PackageStore } from '../packages/package-store';
import { pinnedDependencies } from '../packages/project-packages';
import { finding } from './source-lines';

interface Advisory {
  id: number;
  title: string;
  url?: string;
  severity: 'critical' | 'high' | 'moderate' | 'low' | 'info';
  vulnerable_versions: string;
}

const severityOf = { critical: 'high', high: 'high', moderate: 'medium', low: 'low', info: 'low' } as const;

/**
 * Known advisories for the exact versions the app is built with, from the registry's bulk advisory
 * endpoint (what `npm audit` asks). An advisory is high at most: the app's author did not write
 * the bug, and an upgrade is a change to try, not a reason to stop a deploy.
 */
export async function checkAdvisories(
  store: PackageStore,
  registryUrl: string,
  files: ReadonlyMap<string, string>,
): Promise<{ findings: ReviewFinding[]; skipped?: string }> {
  const pinned = await pinnedDependencies(store, files);
  const versions = Object.fromEntries(
    Object.entries(pinned)
      .filter(([, version]) => semver.valid(version))
      .map(([name, version]) => [name, [version]]),
  );
  if (!Object.keys(versions).length) return { findings: [] };
  let answer: Record<string, Advisory[]>;
  try {
    const response = await fetch(`${registryUrl.replace(/\/$/, '')}/-/npm/v1/security/advisories/bulk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(versions),
      signal: AbortSignal.timeout(2_000),
    });
    if (!response.ok) return { findings: [], skipped: reviewTexts.advisoriesOffline };
    answer = (await response.json()) as Record<string, Advisory[]>;
  } catch {
    return { findings: [], skipped: reviewTexts.advisoriesOffline };
  }
  const findings: ReviewFinding[] = [];
  for (const [name, advisories] of Object.entries(answer)) {
    const version = pinned[name];
    for (const advisory of Array.isArray(advisories) ? advisories : []) {
      if (!version || !semver.satisfies(version, advisory.vulnerable_versions ?? '*')) continue;
      findings.push(
        finding(
          'advisories',
          severityOf[advisory.severity] ?? 'medium',
          `${name}@${version}: ${advisory.title}${advisory.url ? ` (${advisory.url})` : ''}`,
          `Upgrade ${name} in package.json to a version outside ${advisory.vulnerable_versions}.`,
          { file: 'package.json', line: null, key: `${name}:${advisory.id}` },
        ),
      );
    }
  }
  return { findings };
}
