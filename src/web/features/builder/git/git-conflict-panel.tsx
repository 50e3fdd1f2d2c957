import { AlertTriangleIcon, Loader2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { type GitConnectionView, type GitResolveChoice, gitTexts, shortCommit } from '../../../../shared/git-sync';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useGitResolve } from './git-api';
import { GitConflictFiles } from './git-conflict-files';

type Conflict = NonNullable<GitConnectionView['conflict']>;

const actions: Array<{ choice: GitResolveChoice; label: string; explanation: string }> = [
  {
    choice: 'theirs',
    label: 'Take theirs',
    explanation: "Replaces the project's files with the repository's.",
  },
  {
    choice: 'ours',
    label: 'Keep ours and force',
    explanation: "Pushes the project's files over the repository's branch.",
  },
  {
    choice: 'merged',
    label: 'I merged by hand',
    explanation: 'Edit the files in the code view, then press this: your files are pushed as a merge of both sides.',
  },
];

function Sides({ conflict }: { conflict: Conflict }) {
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-2">
      <div className="min-w-0 rounded-lg border border-slate-200 px-3 py-2">
        <dt className="text-xs text-slate-500">The repository (theirs)</dt>
        <dd className="break-words text-slate-900">
          <span className="font-mono">{shortCommit(conflict.theirs.commit)}</span> {conflict.theirs.message}
        </dd>
      </div>
      <div className="min-w-0 rounded-lg border border-slate-200 px-3 py-2">
        <dt className="text-xs text-slate-500">This project (ours)</dt>
        <dd className="text-slate-900">
          Version {conflict.ours.versionNumber}{' '}
          <span className="font-mono text-slate-500">({shortCommit(conflict.ours.commit)})</span>
        </dd>
      </div>
    </dl>
  );
}

/** Both sides changed: what differs, and the three ways out. */
export function GitConflictPanel({
  projectId,
  branch,
  conflict,
}: {
  projectId: string;
  /** The connection's branch, which "Keep ours and force" overwrites. */
  branch: string;
  conflict: Conflict;
}) {
  const resolve = useGitResolve(projectId);
  const [confirmingForce, setConfirmingForce] = useState(false);
  const titleId = useId();
  const choose = (choice: GitResolveChoice) => (choice === 'ours' ? setConfirmingForce(true) : resolve.mutate(choice));
  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <div className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <h3 id={titleId} className="flex items-center gap-2 font-semibold">
          <AlertTriangleIcon aria-hidden className="size-4 shrink-0" />
          {gitTexts.conflictTitle}
        </h3>
        <p className="mt-1 break-words">{gitTexts.conflictBody(conflict.branch)}</p>
      </div>
      <Sides conflict={conflict} />
      <GitConflictFiles projectId={projectId} theirsCommit={conflict.theirs.commit} />
      <ul className="grid gap-3 border-t border-slate-100 pt-4">
        {actions.map((action) => (
          <li key={action.choice} className="grid gap-1 sm:grid-cols-[12rem_minmax(0,1fr)] sm:items-center sm:gap-3">
            <Button
              variant={action.choice === 'merged' ? 'primary' : 'outline'}
              disabled={resolve.isPending}
              onClick={() => choose(action.choice)}
            >
              {resolve.isPending && resolve.variables === action.choice ? (
                <Loader2Icon aria-hidden className="animate-spin" />
              ) : null}
              {action.label}
            </Button>
            <p className="text-xs text-slate-600">{action.explanation}</p>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirmingForce}
        onOpenChange={setConfirmingForce}
        title="Keep ours and force?"
        body={`This overwrites the branch ${branch} on the remote with the project's files: the repository's latest changes leave that branch.`}
        action="Overwrite the branch"
        cancel="Cancel"
        pending={resolve.isPending}
        onConfirm={() => resolve.mutate('ours', { onSuccess: () => setConfirmingForce(false) })}
      />
    </section>
  );
}
