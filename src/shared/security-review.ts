import { z } from 'zod';

// The security review every deploy runs (issue 36): what it finds, and how it is told.

export const reviewSeverities = ['critical', 'high', 'medium', 'low'] as const;
export type ReviewSeverity = (typeof reviewSeverities)[number];

export type ReviewCheck = 'cloud-rules' | 'secrets' | 'sinks' | 'functions' | 'plain-http' | 'advisories';

export interface ReviewFinding {
  /** Stable for the same problem in the same place: the key a confirmation names. */
  id: string;
  check: ReviewCheck;
  severity: ReviewSeverity;
  title: string;
  /** Where it is: a project file (and line), or the rules file. */
  file: string | null;
  line: number | null;
  /** What to change, in a sentence or two; also what "Fix with AI" asks for. */
  fix: string;
}

export interface ReviewResult {
  findings: ReviewFinding[];
  /** Checks that could not run, and why (the advisories offline). */
  skipped: Array<{ check: ReviewCheck; reason: string }>;
  /** Whether a deploy needs the owner's confirmation: there is a critical finding. */
  blocking: boolean;
  ms: number;
}

/** A deploy's body: the owner confirms publishing despite critical findings. */
export const deployRequestSchema = z.object({ confirmCritical: z.boolean().optional() }).default({});

export const severityRank: Record<ReviewSeverity, number> = { critical: 0, high: 1, medium: 2, low: 3 };

export const reviewTexts = {
  title: 'Security review',
  clean: 'No problems found.',
  blocked: (count: number) =>
    `The security review found ${count === 1 ? 'a critical problem' : `${count} critical problems`}. Fix ${count === 1 ? 'it' : 'them'} or confirm to publish anyway.`,
  confirm: 'I understand the risk: publish anyway',
  fixWithAi: 'Fix with AI',
  fixPrompt: (finding: ReviewFinding) =>
    `Fix this security problem${finding.file ? ` in ${finding.file}${finding.line ? ` (line ${finding.line})` : ''}` : ''}: ${finding.title} ${finding.fix}`,
  severity: { critical: 'Critical', high: 'High', medium: 'Medium', low: 'Low' } satisfies Record<
    ReviewSeverity,
    string
  >,
  advisoriesOffline: 'Packages were not checked for known advisories: the registry could not be reached.',
} as const;
