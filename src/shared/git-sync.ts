import { z } from 'zod';
import { repositoryNameSchema } from './github-export';

// Git sync (ADR 0030): a project joined to one branch of a Git repository, both ways.

export const gitBranchSchema = z
  .string()
  .trim()
  .min(1, 'Please enter a branch.')
  .max(100, 'Branch names are at most 100 characters.')
  // git check-ref-format, in short: no spaces, no "..", no control or special characters.
  .regex(/^(?!\/|.*\/\/|.*\/$|.*\.\.|.*\.lock$|.*@\{)[A-Za-z0-9._/-]+$/, 'That is not a valid branch name.');

export const gitRemoteUrlSchema = z
  .string()
  .trim()
  .max(500, 'Repository addresses are at most 500 characters.')
  .refine(
    (v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol),
    'Enter the https:// address of the repository.',
  )
  .refine((v) => !URL.canParse(v) || (!new URL(v).username && !new URL(v).password), {
    message: 'Leave the token out of the address: paste it in the token field.',
  });

export const gitConnectSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('github'),
    repository: repositoryNameSchema,
    private: z.boolean().default(true),
  }),
  z.object({
    kind: z.literal('remote'),
    url: gitRemoteUrlSchema,
    branch: gitBranchSchema.default('main'),
    username: z.string().trim().max(100).optional(),
    token: z.string().trim().min(1, 'Please enter an access token.').max(1000),
  }),
]);
export type GitConnectInput = z.input<typeof gitConnectSchema>;
export type GitConnectRequest = z.output<typeof gitConnectSchema>;

export const gitResolveSchema = z.object({ choice: z.enum(['theirs', 'ours', 'merged']) });
export type GitResolveChoice = z.infer<typeof gitResolveSchema>['choice'];

/** `syncing`: a push or an import is waiting or running. */
export type GitSyncState = 'syncing' | 'synced' | 'conflict' | 'error';

/** How one version stands against the remote. */
export type GitVersionState = 'pushed' | 'imported' | 'pending' | 'conflict';

export interface GitConnectionView {
  provider: 'github' | 'remote';
  /** The repository's address, never with credentials. */
  remoteUrl: string;
  /** Where a person reads the repository (GitHub's page), when known. */
  webUrl: string | null;
  branch: string;
  state: GitSyncState;
  lastError: string | null;
  lastSyncedAt: string | null;
  lastSyncedCommit: string | null;
  /** The token masked (a known prefix and its last four characters): enough to recognise it. */
  tokenHint: string;
  /** Files the last import did not take, and why. */
  refused: Array<{ path: string; reason: string }>;
  conflict: null | {
    /** Where our versions went: `shipwright/<n>`. */
    branch: string;
    theirs: { commit: string; message: string };
    ours: { commit: string; versionNumber: number };
  };
  /** Keyed by version id; versions older than the connection are absent. */
  versions: Record<string, { state: GitVersionState; commit: string | null }>;
}

export interface GitStatusResponse {
  connection: GitConnectionView | null;
  /** Whether the workspace's plan includes Git sync. */
  available: boolean;
  /** Whether the user has connected GitHub on the Integrations page. */
  githubConnected: boolean;
}

/** One file that differs between our side and theirs during a conflict; null: absent on that side. */
export interface GitConflictFile {
  path: string;
  ours: string | null;
  theirs: string | null;
  binary: boolean;
}

export const shortCommit = (sha: string) => sha.slice(0, 7);

export const gitTexts = {
  title: 'Git sync',
  description:
    'Keep this project and a Git repository in step: every version is a commit, and commits pushed there come back here.',
  planRequired: 'Git sync is part of the Pro and Team plans.',
  notConnected: 'This project is not connected to a Git repository.',
  alreadyConnected: 'This project is already connected to a Git repository. Disconnect it first.',
  githubNotConnected: 'Connect GitHub on the Integrations page first.',
  connected: 'Connected to Git',
  disconnected: 'Disconnected from Git. The repository and the project stay as they are.',
  syncQueued: 'Sync started',
  fromGit: (message: string) => `From Git: ${message}`.slice(0, 200),
  /** What the conversation says of a commit that came in from the repository. */
  importMessage: (subject: string, commit: string, refused: Array<{ path: string; reason: string }>) =>
    [
      `**From Git:** ${subject || '(no message)'} (\`${shortCommit(commit)}\`)`,
      ...(refused.length ? ['', 'Not taken from Git:', ...refused.map((r) => `- \`${r.path}\`: ${r.reason}`)] : []),
    ].join('\n'),
  conflictTitle: 'Both sides changed',
  conflictBody: (branch: string) =>
    `The repository changed while this project did too. This project's versions are on the branch ${branch}.`,
  noConflict: 'There is no conflict to resolve.',
  resolved: {
    theirs: "The repository's files are now the project's.",
    ours: "The project's files were pushed over the repository's.",
    merged: 'Your merge was pushed to the repository.',
  },
  badToken: 'The repository refused the token. Check that it is valid and may push, then connect again.',
  unreachable: (detail: string) => `The repository could not be reached: ${detail}`,
  notFound: 'The repository was not found at that address (or the token may not read it).',
  refusedReasons: {
    frozen: 'frozen in the project',
    path: 'not a path the project can hold',
    tooLarge: 'larger than a project file may be',
    overBudget: 'beyond the 50 MB one import from Git may bring in',
    tooMany: 'beyond the first 5,000 files of a commit (this one and the ones after it)',
    unreadable: 'could not be read from the repository',
    notText: 'not text, and not an image, font or other known binary type',
    packages: "its packages break the project's package rules",
  },
} as const;
