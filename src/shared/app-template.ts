/**
 * What a generated app may use: the packages the server has installed and bundles from its own
 * node_modules. The system prompt, the bundler and the error texts all read this one list.
 */
export const allowedPackages = ['react', 'react-dom', 'react-router', 'lucide-react'] as const;

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
} as const;

export const unknownPackageMessage = (name: string) =>
  `"${name}" is not available in the preview. Apps can import only ${allowedPackages.join(', ')}, ${cloudSdkModule}, and files of the project.`;

export interface BuildProblem {
  message: string;
  file: string | null;
  line: number | null;
  column: number | null;
}

/** Build errors as a compiler prints them: "src/App.tsx:12:4: message", one per line. */
export const describeProblems = (problems: BuildProblem[]) =>
  problems
    .map((p) => (p.file ? `${p.file}${p.line ? `:${p.line}:${p.column ?? 0}` : ''}: ${p.message}` : p.message))
    .join('\n');
