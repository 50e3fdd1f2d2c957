import { z } from 'zod';
import type { BuildProblem } from '../../../shared/app-template';
import type { RenderOutcome } from '../../apps/render/app-renders';
import type { ToolAnswer, Workspace } from './workspace-tools';

// The tools that look at the app rather than change it: build it, type-check it, read what its
// preview reported, and see its App Cloud data. They answer what the model needs to fix, briefly.

/** What the checks run on: the project's builds and data, given by the caller (a run's deps). */
export interface ProjectChecks {
  /** The problems of these files: esbuild's and Tailwind's, or TypeScript's ([] when clean); throws when a check did not finish. */
  problems(files: ReadonlyMap<string, string>, check: 'build' | 'types'): Promise<BuildProblem[]>;
  /** What the latest preview reported since it was built (uncaught errors, console errors, failed requests). */
  runtimeErrors(): Promise<Array<{ kind: string; message: string; detail: string }>>;
  /** Collections with their counts and newest records, and the rules the preview runs under. */
  cloud(): Promise<unknown>;
  /** These pages of the files rendered in the jailed browser (then up to `followLinks` linked ones), or why not. */
  render(files: ReadonlyMap<string, string>, paths: string[], followLinks?: number): Promise<RenderOutcome>;
}

const none = z.object({}).strict();
const renderInput = z
  .object({
    path: z
      .string()
      .max(200)
      .regex(/^\/[^\s]*$/, 'a path on the app, starting with /')
      .default('/'),
  })
  .strict();
const schemas = { build: none, type_check: none, runtime_errors: none, app_cloud: none, render_page: renderInput };
export type CheckName = keyof typeof schemas;
export const checkNames = Object.keys(schemas) as CheckName[];
export const checkInputSchemas = schemas;

export const checkDescriptions: Record<CheckName, string> = {
  build: 'Builds the app as it is now (esbuild and Tailwind): its problems with file and line, or that it builds.',
  type_check:
    'Type-checks the app as it is now (strict TypeScript, unused names refused): its errors with file and line, or none.',
  runtime_errors:
    'What the preview of the last saved version reported while it ran: uncaught errors, console errors and failed requests.',
  app_cloud:
    'The app’s App Cloud data in the preview: each collection with its record count and newest records, and the rules in force.',
  render_page:
    'Opens a page of the app as it is now in a headless browser, as the owner’s preview shows it: its title, headings, the start of its text, its links, and what went wrong (uncaught errors, console errors, failed requests, a page that shows nothing).',
};

/** Problems shown per check: enough to fix the first ones, then check again. */
const shownProblems = 20;
/** The start of a runtime error's stack: where it was thrown. */
const shownDetail = 800;

/** Problems as the model reads them: where, when known, and what. */
export function problemsForModel(problems: BuildProblem[]) {
  return problems.slice(0, shownProblems).map((p) => ({
    ...(p.file ? { file: p.file, line: p.line, column: p.column } : {}),
    message: p.message,
  }));
}

export const isCheck = (name: string): name is CheckName => Object.hasOwn(schemas, name);

/** Runs check `name` on the working copy; a check that cannot run answers why, like a refusal. */
export async function runCheck(ws: Workspace, checks: ProjectChecks, name: CheckName, input: unknown) {
  const parsed = schemas[name].safeParse(input ?? {});
  if (!parsed.success) return { ok: false, error: `invalid input for ${name}: it takes no arguments` } as ToolAnswer;
  try {
    if (name === 'build' || name === 'type_check') {
      const problems = await checks.problems(ws.files, name === 'build' ? 'build' : 'types');
      const result = problems.length
        ? { problems: problemsForModel(problems), count: problems.length }
        : { clean: true, said: name === 'build' ? 'The app builds.' : 'No type errors.' };
      return { ok: true, result } as ToolAnswer;
    }
    if (name === 'runtime_errors') {
      const reports = await checks.runtimeErrors();
      return {
        ok: true,
        result: reports.length ? { reports } : { clean: true, said: 'Nothing was reported.' },
      } as ToolAnswer;
    }
    if (name === 'render_page') {
      const { path } = renderInput.parse(parsed.data);
      return { ok: true, result: renderForModel(await checks.render(ws.files, [path])) } as ToolAnswer;
    }
    return { ok: true, result: await checks.cloud() } as ToolAnswer;
  } catch (error) {
    return { ok: false, error: `the ${name} check could not run: ${(error as Error).message}` } as ToolAnswer;
  }
}

/** A render as the model reads it: what each page showed and what went wrong, or why nothing was rendered. */
export function renderForModel(outcome: RenderOutcome) {
  if (!outcome.rendered)
    return outcome.problems
      ? {
          rendered: false,
          said: `Not rendered: ${outcome.reason}.`,
          problems: problemsForModel(outcome.problems),
          count: outcome.problems.length,
        }
      : { rendered: false, said: `Not rendered: ${outcome.reason}.` };
  const problems = outcome.pages.flatMap((page) => page.problems);
  return {
    pages: outcome.pages.map((page) => ({
      ...page,
      problems: page.problems.map((p) => ({ ...p, detail: p.detail.slice(0, shownDetail) })),
    })),
    count: problems.length,
    ...(problems.length ? {} : { clean: true }),
  };
}
