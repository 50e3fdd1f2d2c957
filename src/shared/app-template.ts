import { curatedNames } from './packages';

/** The app's own backend (data, live changes), provided by the bundler like a package. */
export const cloudSdkModule = '@shipwright/cloud';

export const previewDevices = [
  { id: 'desktop', label: 'Desktop', width: null },
  { id: 'tablet', label: 'Tablet', width: 768 },
  { id: 'phone', label: 'Phone', width: 390 },
] as const;
export type PreviewDevice = (typeof previewDevices)[number]['id'];

export const buildLimits = {
  /** A build taking longer than this is stopped and reported. */
  timeoutMs: 20_000,
  /** JS + CSS output, after minification. */
  maxOutputBytes: 5 * 1024 * 1024,
  /** How long an idle project's incremental build context is kept. */
  idleContextMs: 5 * 60_000,
  /**
   * Contexts kept at most (the least recently used goes first): each holds its project's parsed
   * modules in esbuild's memory, about 20 MB, and 100 busy projects grew esbuild past 2 GB.
   */
  maxContexts: 16,
} as const;

/** An import of a package that is neither ready-made nor in package.json. */
export const notInstalledMessage = (name: string) =>
  `"${name}" is not installed. Add it to package.json's dependencies (or ask for it in the chat), or use a ready-made package: ${curatedNames.join(', ')}.`;

/** A preview build carries source locations for Visual edits; a live one (what a deployment serves) does not. */
export type BuildPurpose = 'preview' | 'live';

export interface BuildProblem {
  message: string;
  file: string | null;
  line: number | null;
  column: number | null;
  /** Set when the cause may pass (registry unreachable): the build is tried again later. */
  retryable?: boolean;
}

/** Build errors as a compiler prints them: "src/App.tsx:12:4: message", one per line. */
export const describeProblems = (problems: BuildProblem[]) =>
  problems
    .map((p) => (p.file ? `${p.file}${p.line ? `:${p.line}:${p.column ?? 0}` : ''}: ${p.message}` : p.message))
    .join('\n');
