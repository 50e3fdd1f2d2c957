import { FileDiffIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { FileChange } from '../../../../shared/version-changes';
import { versionDiffTexts } from '../../../../shared/version-diff-texts';
import { ChangeCounts } from './change-counts';

// The diff (and the parsers that colour it) loads when a diff is opened, not with the chat.
const VersionDiffDialog = lazy(() => import('./version-diff-dialog'));

/** Files listed under a reply before the rest fold into "n more". */
const shown = 4;

/** Under a reply: the files its version changed with their line counts; each opens that file's diff. */
export function VersionChanges({
  projectId,
  version,
}: {
  projectId: string;
  version: { id: string; number: number; changes: FileChange[] };
}) {
  const [open, setOpen] = useState<{ path: string | null } | null>(null);
  const { changes } = version;
  if (changes.length === 0) return null;
  return (
    <div className="mt-1 px-1">
      <p className="flex items-center gap-1 text-[11px] text-slate-500">
        <FileDiffIcon className="size-3" aria-hidden />
        {versionDiffTexts.changedFiles(changes.length)}
      </p>
      <ul aria-label={versionDiffTexts.filesLabel(version.number)} className="mt-0.5 grid gap-px">
        {changes.slice(0, shown).map((change) => (
          <li key={change.path}>
            <button
              type="button"
              aria-label={`${versionDiffTexts.showFile(change.path)}, ${versionDiffTexts.counts(change.added, change.removed)}`}
              onClick={() => setOpen({ path: change.path })}
              className="flex w-full max-w-sm cursor-pointer items-center gap-2 rounded px-1 py-0.5 text-left text-[11px] text-slate-600 hover:bg-slate-100"
            >
              <span className="min-w-0 flex-1 truncate font-mono">{change.path}</span>
              <ChangeCounts added={change.added} removed={change.removed} />
            </button>
          </li>
        ))}
      </ul>
      {changes.length > shown ? (
        <button
          type="button"
          onClick={() => setOpen({ path: null })}
          className="cursor-pointer px-1 text-[11px] text-brand-600 hover:underline"
        >
          {versionDiffTexts.more(changes.length - shown)}
        </button>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <VersionDiffDialog
            projectId={projectId}
            versionId={version.id}
            number={version.number}
            initialPath={open.path}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
