import { useQuery } from '@tanstack/react-query';
import { Loader2Icon } from 'lucide-react';
import { useState } from 'react';
import { versionDiffTexts } from '../../../../shared/version-diff-texts';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { api, unwrap } from '../../../lib/api';
import { DiffFileList } from './diff-file-list';
import { type DiffLayout, DiffView } from './diff-view';
import { LayoutToggle } from './layout-toggle';

export interface VersionDiffDialogProps {
  projectId: string;
  versionId: string;
  number: number;
  /** The file to show first; the first changed file when unset. */
  initialPath: string | null;
  onClose: () => void;
}

/** A version's changes against the version before: its files on one side, the chosen file's diff on the other. */
export default function VersionDiffDialog({
  projectId,
  versionId,
  number,
  initialPath,
  onClose,
}: VersionDiffDialogProps) {
  const diff = useQuery({
    queryKey: ['project', projectId, 'version-diff', versionId],
    queryFn: () =>
      unwrap(api.projects[':projectId'].versions[':versionId'].diff.$get({ param: { projectId, versionId } })),
    staleTime: Number.POSITIVE_INFINITY, // a version never changes
  });
  const [selected, setSelected] = useState(initialPath);
  const [layout, setLayout] = useState<DiffLayout>(() => (window.innerWidth >= 1024 ? 'split' : 'unified'));
  const files = diff.data?.files ?? [];
  const file = files.find((f) => f.path === selected) ?? files[0];
  const previous = diff.data?.previous?.number ?? null;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={versionDiffTexts.title(number)}
        description={diff.data ? versionDiffTexts.against(previous) : undefined}
        className="max-w-6xl"
      >
        {diff.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
            <Loader2Icon className="size-4 animate-spin" aria-hidden />
            {versionDiffTexts.loading}
          </p>
        ) : diff.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {versionDiffTexts.failed} {diff.error.message}
          </p>
        ) : !file ? (
          <p className="text-sm text-slate-500">{versionDiffTexts.noChanges}</p>
        ) : (
          // On wider screens the dialog keeps its height and the list and the diff scroll on their own.
          <div className="grid grid-cols-1 gap-3 md:h-[65dvh] md:grid-cols-[240px_minmax(0,1fr)]">
            <DiffFileList files={files} number={number} selected={file.path} onSelect={setSelected} />
            <section
              aria-label={file.path}
              className="flex min-h-0 min-w-0 flex-col rounded-lg border border-slate-200"
            >
              <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2">
                <h3 className="min-w-0 truncate font-mono text-xs font-medium text-slate-900" title={file.path}>
                  {file.path}
                  {file.from ? (
                    <span className="ml-2 font-sans text-slate-500">{versionDiffTexts.renamedFrom(file.from)}</span>
                  ) : null}
                </h3>
                <LayoutToggle layout={layout} onChange={setLayout} />
              </header>
              <div className="min-h-0 flex-1 overflow-auto">
                {file.status === 'renamed' ? (
                  <p className="p-3 text-sm text-slate-500">{versionDiffTexts.sameContent}</p>
                ) : (
                  <DiffView path={file.path} before={file.before} after={file.after} layout={layout} />
                )}
              </div>
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
