import type { BundleOptions, BundleResult } from '../bundle';
import type { TypeCheckResult } from '../type-check';

/** What the server asks its sandboxed build worker, and what it answers (frames.ts carries both). */

export interface BuildRequest {
  id: number;
  projectId: string;
  files: Array<[string, string]>;
  /** Added packages: name → the cache folder holding it (read-only in the sandbox). */
  packages: Array<[string, string]>;
  options: BundleOptions;
}

/** A type-check, answered by the worker started in `types` mode (TypeScript blocks its thread). */
export interface TypeCheckRequest {
  id: number;
  projectId: string;
  files: Array<[string, string]>;
  packages: Array<[string, string]>;
}

export interface BuildResponse {
  id: number;
  result: BundleResult | TypeCheckResult;
}
