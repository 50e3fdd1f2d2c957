import type { BuildProblem, BundleOptions, BundleResult, PackageRoots } from './bundle';
import type { TypeCheckResult } from './type-check';

/**
 * What runs a project's builds: the sandboxed worker (sandbox/, the default) or, when the
 * operator turned the sandbox off, a pool of esbuild contexts in the server's own process.
 */
export interface BuildRunner {
  build(
    projectId: string,
    files: ReadonlyMap<string, string>,
    packages?: PackageRoots,
    options?: BuildOptions,
  ): Promise<BundleResult>;
  /** The type errors of these files, against the template's types (what an agent's check asks). */
  typeCheck(projectId: string, files: ReadonlyMap<string, string>, packages?: PackageRoots): Promise<TypeCheckResult>;
  close(): Promise<void>;
}

/**
 * What a build is asked with: `owner` is whose it is (the project's workspace), the key builds are
 * shared fairly by (fair-turns.ts); builds without one share a single turn of their own.
 */
export interface BuildOptions extends BundleOptions {
  owner?: string;
}

/** A build or a check that could not run: its one problem says why. */
export const buildFailure = (message: string): { ok: false; problems: BuildProblem[] } => ({
  ok: false,
  problems: [{ message, file: null, line: null, column: null }],
});

/** A build the server could not run for its own reasons: tried again later, and never the project's to fix. */
export const platformFailure = (message: string): { ok: false; problems: BuildProblem[] } => ({
  ok: false,
  problems: [{ message, file: null, line: null, column: null, retryable: true, platform: true }],
});
