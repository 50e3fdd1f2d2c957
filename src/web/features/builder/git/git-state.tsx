import type { GitSyncState } from '../../../../shared/git-sync';
import { cn } from '../../../lib/cn';

export const gitStateLabel: Record<GitSyncState, string> = {
  synced: 'Synced',
  syncing: 'Syncing…',
  conflict: 'Conflict',
  error: 'Error',
};

const dotTone: Record<GitSyncState, string> = {
  synced: 'bg-emerald-500',
  syncing: 'bg-sky-400 animate-pulse',
  conflict: 'bg-amber-500',
  error: 'bg-red-500',
};

const badgeTone: Record<GitSyncState, string> = {
  synced: 'bg-emerald-100 text-emerald-800',
  syncing: 'bg-sky-100 text-sky-800',
  conflict: 'bg-amber-100 text-amber-900',
  error: 'bg-red-100 text-red-800',
};

/** The small coloured dot on the header's trigger; its meaning is in the trigger's title. */
export function GitStateDot({ state, className }: { state: GitSyncState; className?: string }) {
  return (
    <span aria-hidden data-git-state={state} className={cn('block size-2 rounded-full', dotTone[state], className)} />
  );
}

export function GitStateBadge({ state }: { state: GitSyncState }) {
  return (
    <span
      data-git-state={state}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold',
        badgeTone[state],
      )}
    >
      <GitStateDot state={state} className="size-1.5" />
      {gitStateLabel[state]}
    </span>
  );
}

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "just now", "5 minutes ago", "yesterday", "3 days ago". */
export function relativeTime(value: string, now = Date.now()): string {
  const elapsed = now - new Date(value).getTime();
  if (Number.isNaN(elapsed)) return '';
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, ms] of units) if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  return 'just now';
}
