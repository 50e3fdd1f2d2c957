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
  /**
   * A build running longer than this stops holding back other accounts: while every slot is held
   * by such builds, an account with nothing running gets one more slot (at most twice the slots).
   * Honest builds take well under a second warm and one to three cold.
   */
  fairShareMs: 3_000,
  /** The project files a build takes in (each a module esbuild may load, or a file it scans for classes). */
  maxSourceFiles: 500,
  /** Their size together: a generated app holds some 50 kB. */
  maxSourceBytes: 2 * 1024 * 1024,
  /** Distinct class names Tailwind generates styles for: an app uses about a thousand, each costs ~70 µs. */
  maxStyleCandidates: 20_000,
  /** `@import`s a build's stylesheets follow, each file counted every time it is imported. */
  maxStyleImports: 100,
  /** The stylesheets those imports read, together (Tailwind's own are some 60 kB). */
  maxStyleBytes: 1024 * 1024,
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
  /**
   * Set when the server failed the build, not the project's files (its sandbox unavailable, the
   * server stopping): shown as a notice, with no "Fix with AI" and no automatic fix turn.
   */
  platform?: boolean;
}

/** Whether a failed build failed for the server's reasons alone (nothing in the project to fix). */
export const isPlatformFailure = (problems: BuildProblem[]) => problems.length > 0 && problems.every((p) => p.platform);

/** Build errors as a compiler prints them: "src/App.tsx:12:4: message", one per line. */
export const describeProblems = (problems: BuildProblem[]) =>
  problems
    .map((p) => (p.file ? `${p.file}${p.line ? `:${p.line}:${p.column ?? 0}` : ''}: ${p.message}` : p.message))
    .join('\n');
