import { CronExpressionParser } from 'cron-parser';
import { cloudTexts } from '../../../shared/cloud/limits';
import { type CloudRules, cloudRulesSchema, defaultRules, rulesFile } from '../../../shared/cloud/rules';
import { functionsOf } from '../../../shared/functions/limits';
import type { BuildProblem } from './bundle';

/**
 * The app backend's rules as of this build, from the project's cloud.json. A broken file fails
 * the build with a problem naming it, so the preview never runs on rules nobody wrote.
 */
export function readCloudRules(files: ReadonlyMap<string, string>): { rules: CloudRules } | { problem: BuildProblem } {
  const source = files.get(rulesFile);
  if (source === undefined) return { rules: defaultRules };
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (error) {
    return { problem: problemOf((error as Error).message) };
  }
  const parsed = cloudRulesSchema.safeParse(json);
  if (parsed.success) {
    const unscheduled = scheduleProblem(parsed.data, files);
    return unscheduled ? { problem: problemOf(unscheduled) } : { rules: parsed.data };
  }
  const issue = parsed.error.issues[0];
  return { problem: problemOf(`${issue?.path.join('.') || 'file'}: ${issue?.message ?? 'invalid'}`) };
}

/** A schedule whose function does not exist, or whose expression no cron pass could read. */
function scheduleProblem(rules: CloudRules, files: ReadonlyMap<string, string>) {
  const functions = new Set(functionsOf(files));
  for (const [name, cron] of Object.entries(rules.schedules ?? {})) {
    if (!functions.has(name)) return `schedules.${name}: there is no functions/${name}.ts to run`;
    try {
      CronExpressionParser.parse(cron, { tz: 'UTC' });
    } catch (error) {
      return `schedules.${name}: "${cron}" is not a cron expression (${(error as Error).message})`;
    }
  }
  return null;
}

const problemOf = (detail: string): BuildProblem => ({
  message: cloudTexts.badRules(detail),
  file: rulesFile,
  line: null,
  column: null,
});
