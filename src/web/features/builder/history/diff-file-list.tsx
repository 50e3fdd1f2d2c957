import type { FileChange } from '../../../../shared/version-changes';
import { versionDiffTexts } from '../../../../shared/version-diff-texts';
import { cn } from '../../../lib/cn';
import { ChangeCounts } from './change-counts';

const statusLabel = (change: FileChange) =>
  change.status === 'added'
    ? versionDiffTexts.statusAdded
    : change.status === 'removed'
      ? versionDiffTexts.statusRemoved
      : null;

/** The files a version changed, each with its counts; the one shown is marked current. */
export function DiffFileList({
  files,
  number,
  selected,
  onSelect,
}: {
  files: FileChange[];
  number: number;
  selected: string;
  onSelect: (path: string) => void;
}) {
  return (
    <ul aria-label={versionDiffTexts.filesLabel(number)} className="max-h-40 overflow-y-auto md:max-h-none md:min-h-0">
      {files.map((change) => (
        <li key={change.path}>
          <button
            type="button"
            aria-current={change.path === selected ? 'true' : undefined}
            onClick={() => onSelect(change.path)}
            title={change.path}
            className={cn(
              'flex w-full cursor-pointer items-center gap-2 rounded-md px-2 py-1 text-left text-xs',
              change.path === selected ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            <span className="min-w-0 flex-1 truncate font-mono">{change.path}</span>
            {statusLabel(change) ? (
              <span className="shrink-0 rounded bg-slate-100 px-1 text-[10px] text-slate-500">
                {statusLabel(change)}
              </span>
            ) : null}
            <ChangeCounts added={change.added} removed={change.removed} />
          </button>
        </li>
      ))}
    </ul>
  );
}
