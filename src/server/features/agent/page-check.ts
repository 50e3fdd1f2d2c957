import type { RuntimeProblem } from '../../apps/render/page-render';
import type { ProjectChecks } from './check-tools';

/** A runtime problem and the page it happened on. */
export type PageProblem = RuntimeProblem & { page: string };

export type PageCheck =
  | { rendered: true; pages: number; problems: PageProblem[] }
  | { rendered: false; reason: string };

/** Pages the check opens: the home page, then the first ones it links to (the app's navigation). */
const homePage = '/';
const linkedPages = 3;

const keyOf = (problem: PageProblem) => `${problem.page}\0${problem.kind}\0${problem.message}`;

/**
 * The loop's own page check: the working copy's home page and the pages it links to, rendered in
 * the jailed browser. Only problems the reply brought count: when the render finds some, the
 * files the reply started from are rendered on the same pages (once), and what they showed too
 * is left out, so a reply is not held open, nor blamed, for an error that was there before it.
 */
export function pageChecker(checks: ProjectChecks, startFiles: ReadonlyMap<string, string>) {
  const before = new Map<string, Promise<Set<string>>>();
  const existing = (paths: string[]) => {
    const key = paths.join('\0');
    let known = before.get(key);
    if (!known) {
      known = checks
        .render(startFiles, paths)
        .then((outcome) => new Set(outcome.rendered ? problemsOf(outcome.pages).map(keyOf) : []))
        .catch(() => new Set<string>());
      before.set(key, known);
    }
    return known;
  };
  return async (files: ReadonlyMap<string, string>): Promise<PageCheck> => {
    const outcome = await checks.render(files, [homePage], linkedPages).catch((error: Error) => ({
      rendered: false as const,
      reason: error.message,
    }));
    if (!outcome.rendered) return { rendered: false, reason: outcome.reason };
    const problems = problemsOf(outcome.pages);
    if (!problems.length) return { rendered: true, pages: outcome.pages.length, problems };
    const known = await existing(outcome.pages.map((page) => page.path));
    return { rendered: true, pages: outcome.pages.length, problems: problems.filter((p) => !known.has(keyOf(p))) };
  };
}

const problemsOf = (pages: Array<{ path: string; problems: RuntimeProblem[] }>): PageProblem[] =>
  pages.flatMap((page) => page.problems.map((problem) => ({ page: page.path, ...problem })));
