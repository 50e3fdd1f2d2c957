import type { BundleOptions, BundleResult } from '../bundle';

/** What the server asks its sandboxed build worker, and what it answers (frames.ts carries both). */

export interface BuildRequest {
  id: number;
  projectId: string;
  files: Array<[string, string]>;
  /** Added packages: name → the cache folder holding it (read-only in the sandbox). */
  packages: Array<[string, string]>;
  options: BundleOptions;
}

export interface BuildResponse {
  id: number;
  result: BundleResult;
}
