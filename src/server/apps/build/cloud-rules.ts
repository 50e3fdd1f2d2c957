import { cloudTexts } from '../../../shared/cloud/limits';
import { type CloudRules, cloudRulesSchema, defaultRules, rulesFile } from '../../../shared/cloud/rules';
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
  if (parsed.success) return { rules: parsed.data };
  const issue = parsed.error.issues[0];
  return { problem: problemOf(`${issue?.path.join('.') || 'file'}: ${issue?.message ?? 'invalid'}`) };
}

const problemOf = (detail: string): BuildProblem => ({
  message: cloudTexts.badRules(detail),
  file: rulesFile,
  line: null,
  column: null,
});
