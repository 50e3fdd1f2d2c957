import {
  AlertCircleIcon,
  ChevronRightIcon,
  CircleCheckIcon,
  InfoIcon,
  Loader2Icon,
  RotateCwIcon,
  ShieldAlertIcon,
  ShieldCheckIcon,
  SparklesIcon,
} from 'lucide-react';
import { useId } from 'react';
import {
  type ReviewFinding,
  type ReviewResult,
  type ReviewSeverity,
  reviewSeverities,
  reviewTexts,
} from '../../../../shared/security-review';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { SecurityReviewQuery } from './use-security-review';

/** What only this section says; the review's own words are reviewTexts. */
export const reviewUiTexts = {
  reviewing: 'Reviewing the app…',
  failed: 'The security review could not run.',
  retry: 'Retry',
  bySeverity: 'Findings by severity',
  findings: 'Findings',
  howToFix: 'How to fix',
  fixWithAiFor: (title: string) => `${reviewTexts.fixWithAi}: ${title}`,
};

const severityClass: Record<ReviewSeverity, string> = {
  critical: 'bg-red-100 text-red-800 ring-red-200',
  high: 'bg-orange-100 text-orange-800 ring-orange-200',
  medium: 'bg-amber-100 text-amber-800 ring-amber-200',
  low: 'bg-slate-100 text-slate-700 ring-slate-200',
};

function SeverityBadge({ severity, count }: { severity: ReviewSeverity; count?: number }) {
  return (
    <span
      data-severity={severity}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        severityClass[severity],
      )}
    >
      {count === undefined ? null : <span className="tabular-nums">{count}</span>}
      {reviewTexts.severity[severity]}
    </span>
  );
}

function FindingItem({ finding, onFix }: { finding: ReviewFinding; onFix?: (finding: ReviewFinding) => void }) {
  const location = finding.file ? `${finding.file}${finding.line ? `:${finding.line}` : ''}` : null;
  return (
    <li className="space-y-1.5 px-3 py-2.5" data-finding-id={finding.id}>
      <div className="flex items-start gap-2">
        <SeverityBadge severity={finding.severity} />
        <p className="min-w-0 flex-1 text-sm font-medium text-slate-900 [overflow-wrap:anywhere]">{finding.title}</p>
      </div>
      {location ? <p className="font-mono text-xs text-slate-500 [overflow-wrap:anywhere]">{location}</p> : null}
      <div className="flex items-start gap-2">
        <details className="group min-w-0 flex-1">
          <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded py-1 text-xs font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 [&::-webkit-details-marker]:hidden">
            <ChevronRightIcon aria-hidden className="size-3.5 transition group-open:rotate-90" />
            {reviewUiTexts.howToFix}
          </summary>
          <p className="mt-1 text-sm text-slate-700 [overflow-wrap:anywhere]">{finding.fix}</p>
        </details>
        {onFix ? (
          <Button
            variant="ghost"
            size="sm"
            className="h-7 shrink-0 px-2 text-xs text-brand-700"
            aria-label={reviewUiTexts.fixWithAiFor(finding.title)}
            onClick={() => onFix(finding)}
          >
            <SparklesIcon aria-hidden />
            {reviewTexts.fixWithAi}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function Findings({ result, onFix }: { result: ReviewResult; onFix?: (finding: ReviewFinding) => void }) {
  if (result.findings.length === 0)
    return (
      <p className="flex items-center gap-2 text-sm text-emerald-700">
        <CircleCheckIcon aria-hidden className="size-4 shrink-0 text-emerald-600" />
        {reviewTexts.clean}
      </p>
    );
  const counts = reviewSeverities
    .map((severity) => ({ severity, count: result.findings.filter((f) => f.severity === severity).length }))
    .filter((c) => c.count > 0);
  return (
    <>
      <ul aria-label={reviewUiTexts.bySeverity} className="flex flex-wrap gap-1.5">
        {counts.map(({ severity, count }) => (
          <li key={severity}>
            <SeverityBadge severity={severity} count={count} />
          </li>
        ))}
      </ul>
      <ul
        aria-label={reviewUiTexts.findings}
        className="max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200"
      >
        {result.findings.map((finding) => (
          <FindingItem key={finding.id} finding={finding} onFix={onFix} />
        ))}
      </ul>
    </>
  );
}

/** Critical findings: publishing waits for the owner's explicit confirmation. */
function BlockedBox({
  count,
  message,
  confirmed,
  onConfirmedChange,
}: {
  count: number;
  message?: string;
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-2.5 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800">
      <p className="flex gap-2">
        <ShieldAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-red-600" />
        <span className="min-w-0">{message ?? reviewTexts.blocked(count)}</span>
      </p>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          checked={confirmed}
          onChange={(event) => onConfirmedChange(event.target.checked)}
          className="mt-0.5 size-4 shrink-0 cursor-pointer accent-red-600"
        />
        <label htmlFor={id} className="min-w-0 cursor-pointer font-medium">
          {reviewTexts.confirm}
        </label>
      </div>
    </div>
  );
}

/**
 * The Deploy dialog's security review of the build about to go live: what it found, worst first,
 * and how to fix each. Critical findings hold the deploy until the owner confirms.
 */
export function SecurityReview({
  query,
  confirmed,
  onConfirmedChange,
  blockedMessage,
  onFix,
}: {
  query: SecurityReviewQuery;
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
  /** The server's own words when it refused a deploy for the review. */
  blockedMessage?: string;
  /** "Fix with AI": only when a configured AI provider would answer. */
  onFix?: (finding: ReviewFinding) => void;
}) {
  const titleId = useId();
  const result = query.data;
  const critical = result?.findings.filter((f) => f.severity === 'critical').length ?? 0;
  return (
    <section aria-labelledby={titleId} aria-busy={query.isFetching || undefined} className="space-y-3">
      <h3 id={titleId} className="flex items-center gap-1.5 text-sm font-medium text-slate-800">
        <ShieldCheckIcon aria-hidden className="size-4 text-slate-500" />
        {reviewTexts.title}
      </h3>
      {query.isFetching ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Loader2Icon aria-hidden className="size-4 shrink-0 animate-spin text-slate-500" />
          {reviewUiTexts.reviewing}
        </p>
      ) : query.isError || !result ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <span className="flex min-w-0 items-center gap-2">
            <AlertCircleIcon aria-hidden className="size-4 shrink-0 text-amber-600" />
            {reviewUiTexts.failed}
          </span>
          <Button variant="outline" size="sm" className="h-7 px-2.5" onClick={() => void query.refetch()}>
            <RotateCwIcon aria-hidden />
            {reviewUiTexts.retry}
          </Button>
        </div>
      ) : (
        <>
          <Findings result={result} onFix={onFix} />
          {result.skipped.length ? (
            <ul className="space-y-0.5 text-xs text-slate-500">
              {result.skipped.map((s) => (
                <li key={s.check} className="flex gap-1.5">
                  <InfoIcon aria-hidden className="mt-0.5 size-3 shrink-0" />
                  <span className="min-w-0 [overflow-wrap:anywhere]">{s.reason}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {result.blocking ? (
            <BlockedBox
              count={critical}
              message={blockedMessage}
              confirmed={confirmed}
              onConfirmedChange={onConfirmedChange}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
