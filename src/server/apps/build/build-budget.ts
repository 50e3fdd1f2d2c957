import { buildLimits } from '../../../shared/app-template';

/**
 * What one build may take in (ADR 0034). A project's files are a stranger's input, and a build's
 * cost grows with them: these bounds are checked as the work is done, before it grows, and a
 * build past one fails with the project's own error naming the limit.
 */

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

export const budgetTexts = {
  files: (max: number) =>
    `This project has more than ${max} files, the most a build takes in. Remove the files the app no longer uses.`,
  bytes: (max: number) =>
    `This project's files add up to more than ${megabytes(max)}, the most a build takes in. Keep large text and data out of the source files (in the app's data, or loaded from the web).`,
  candidates: (max: number) =>
    `This project's files name more than ${max} different class names for Tailwind to style, the most a build generates. Keep long generated text out of the source files.`,
  styleImports: (max: number) =>
    `This project's styles import more than ${max} files (each counted every time it is imported), the most a build follows. Import each stylesheet once, from one place.`,
  styleBytes: (max: number) =>
    `This project's styles read more than ${megabytes(max)} of CSS through @import, the most a build reads.`,
};

/** Why these files are more than a build takes in, or null. Cheap: checked before a build is queued. */
export function sourceBudgetProblem(files: ReadonlyMap<string, string>): string | null {
  if (files.size > buildLimits.maxSourceFiles) return budgetTexts.files(buildLimits.maxSourceFiles);
  let bytes = 0;
  for (const content of files.values()) bytes += Buffer.byteLength(content);
  return bytes > buildLimits.maxSourceBytes ? budgetTexts.bytes(buildLimits.maxSourceBytes) : null;
}

/**
 * The stylesheets one build has read through `@import`: a file importing the next one twice, 23
 * deep, asks for four million imports, so each import is counted, and the build is refused past
 * the limit instead of being followed.
 */
export class StyleBudget {
  private imports = 0;
  private bytes = 0;

  /** Counts one imported stylesheet; throws (Tailwind reports it as the stylesheet's problem) past a limit. */
  charge(content: string) {
    this.imports += 1;
    this.bytes += Buffer.byteLength(content);
    if (this.imports > buildLimits.maxStyleImports)
      throw new Error(budgetTexts.styleImports(buildLimits.maxStyleImports));
    if (this.bytes > buildLimits.maxStyleBytes) throw new Error(budgetTexts.styleBytes(buildLimits.maxStyleBytes));
  }
}
