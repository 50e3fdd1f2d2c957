import { ChevronRightIcon, Loader2Icon } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import type { GitConflictFile } from '../../../../shared/git-sync';
import { cn } from '../../../lib/cn';
import type { DiffLayout } from '../history/diff-view';
import { LayoutToggle } from '../history/layout-toggle';
import { useGitConflict } from './git-api';

// The diff and the parsers that colour it load when a file is opened, not with the header.
const DiffView = lazy(() => import('../history/diff-view').then((m) => ({ default: m.DiffView })));

const sideTag = (file: GitConflictFile) =>
  file.ours === null ? 'only in the repository' : file.theirs === null ? 'only in this project' : null;

function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 p-3 text-sm text-slate-500">
      <Loader2Icon aria-hidden className="size-4 animate-spin" />
      {text}
    </p>
  );
}

function ConflictFile({ file, layout }: { file: GitConflictFile; layout: DiffLayout }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const tag = sideTag(file);
  return (
    <li className="rounded-lg border border-slate-200">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? bodyId : undefined}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full cursor-pointer items-start gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-50"
      >
        <ChevronRightIcon
          aria-hidden
          className={cn('mt-0.5 size-4 shrink-0 transition-transform', open && 'rotate-90')}
        />
        <span className="min-w-0 flex-1 font-mono text-xs break-all text-slate-900">{file.path}</span>
        {tag ? <span className="shrink-0 rounded bg-slate-100 px-1 text-[10px] text-slate-600">{tag}</span> : null}
      </button>
      {open ? (
        <div id={bodyId} className="max-h-96 overflow-auto border-t border-slate-200">
          {file.binary ? (
            <p className="p-3 text-sm text-slate-500">Binary file</p>
          ) : (
            <Suspense fallback={<Loading text="Loading the diff…" />}>
              <DiffView path={file.path} before={file.ours} after={file.theirs} layout={layout} />
            </Suspense>
          )}
        </div>
      ) : null}
    </li>
  );
}

/** The files that differ between the project and the repository, each opening to its diff. */
export function GitConflictFiles({ projectId, theirsCommit }: { projectId: string; theirsCommit: string }) {
  const conflict = useGitConflict(projectId, theirsCommit);
  const [layout, setLayout] = useState<DiffLayout>(() => (window.innerWidth >= 1024 ? 'split' : 'unified'));
  if (conflict.isPending) return <Loading text="Loading the differing files…" />;
  if (conflict.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        The differing files could not be loaded. {conflict.error.message}
      </p>
    );
  }
  const { files } = conflict.data;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-600">
          {files.length} {files.length === 1 ? 'file differs' : 'files differ'}:{' '}
          <span className="text-red-700">− this project</span>,{' '}
          <span className="text-emerald-700">+ the repository</span>
        </p>
        <LayoutToggle layout={layout} onChange={setLayout} />
      </div>
      <ul aria-label="Files that differ" className="grid gap-1.5">
        {files.map((file) => (
          <ConflictFile key={file.path} file={file} layout={layout} />
        ))}
      </ul>
    </div>
  );
}
