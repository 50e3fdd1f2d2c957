import type { GitVersionState } from '../../../../shared/git-sync';
import { shortCommit } from '../../../../shared/git-sync';
import { cn } from '../../../lib/cn';

const tone: Record<GitVersionState, string> = {
  pushed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  imported: 'bg-sky-50 text-sky-800 ring-sky-200',
  pending: 'bg-slate-50 text-slate-600 ring-slate-200',
  conflict: 'bg-amber-50 text-amber-900 ring-amber-200',
};

const label = (state: GitVersionState, commit: string | null) =>
  state === 'pushed'
    ? commit
      ? shortCommit(commit)
      : 'Pushed'
    : state === 'imported'
      ? 'From Git'
      : state === 'pending'
        ? 'Pending'
        : 'Conflict';

const description: Record<GitVersionState, string> = {
  pushed: 'Pushed to Git',
  imported: 'Imported from Git',
  pending: 'Not pushed to Git yet',
  conflict: 'In conflict with Git',
};

/** A version's standing against the Git remote, in the version history. */
export function GitVersionBadge({ state, commit }: { state: GitVersionState; commit: string | null }) {
  const text = label(state, commit);
  return (
    <span
      data-git-version-state={state}
      title={commit ? `${description[state]} (${commit})` : description[state]}
      className={cn(
        'inline-flex items-center rounded px-1 text-[10px] font-medium ring-1 ring-inset',
        state === 'pushed' && commit && 'font-mono',
        tone[state],
      )}
    >
      {text}
    </span>
  );
}
