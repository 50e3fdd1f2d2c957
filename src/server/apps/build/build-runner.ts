import type { BundleOptions, BundleResult, PackageRoots } from './bundle';

/**
 * What runs a project's builds: the sandboxed worker (sandbox/, the default) or, when the
 * operator turned the sandbox off, a pool of esbuild contexts in the server's own process.
 */
export interface BuildRunner {
  build(
    projectId: string,
    files: ReadonlyMap<string, string>,
    packages?: PackageRoots,
    options?: BundleOptions,
  ): Promise<BundleResult>;
  close(): Promise<void>;
}

export const buildFailure = (message: string): BundleResult => ({
  ok: false,
  problems: [{ message, file: null, line: null, column: null }],
});
