import { BoxesIcon, ChevronDownIcon, FileCode2Icon, FilePlusIcon, FilesIcon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { codeTexts } from '../../../../shared/builder-chat-texts';
import { dependencyPanelTexts } from '../../../../shared/builder-texts';
import { codeEditorTexts } from '../../../../shared/code-editor-texts';
import { cn } from '../../../lib/cn';
import type { BuilderSession } from '../session/builder-session';
import { DependenciesPanel } from './dependencies-panel';
import { dependencyCount } from './dependency-count';
import { type FileDialog, FileTreeDialogs } from './file-tree-dialogs';
import { FileTreeView } from './file-tree-view';
import { FileViewer } from './file-viewer';
import { useDrafts } from './use-drafts';
import { useFileEdits } from './use-file-edits';

const folderOf = (path: string) => path.split('/').slice(0, -1).join('/');

function SelectFileState() {
  return (
    <div className="flex h-full flex-col items-center justify-center px-6 py-12 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-slate-100 text-slate-400">
        <FileCode2Icon className="size-6" aria-hidden />
      </span>
      <h3 className="mt-4 text-base font-semibold text-slate-900">{codeTexts.selectTitle}</h3>
      <p className="mt-1 max-w-xs text-sm text-slate-500">{codeTexts.selectHint}</p>
    </div>
  );
}

/** What the main pane shows: a file, or the app's dependencies. */
/** A file by id, and by path for when its id changes: a file a reply is streaming has a stand-in id until saved. */
type Selection = { kind: 'file'; id: string; path: string } | { kind: 'dependencies' } | null;

/**
 * The Code tab: the file tree (and, below it, the app's dependencies) beside the chosen one, in
 * an editor for the owner. On a phone they stack, and the list folds away once something is
 * chosen so it gets the screen.
 */
export function CodeView({ session }: { session: BuilderSession }) {
  const { files } = session;
  const [selection, setSelection] = useState<Selection>(null);
  const [listOpen, setListOpen] = useState(true);
  const listId = useId();
  const selected =
    selection?.kind === 'file'
      ? (files.find((file) => file.id === selection.id) ??
        files.find((file) => file.filePath === selection.path) ??
        null)
      : null;
  const showingDependencies = selection?.kind === 'dependencies';
  // The demo has no server to resolve packages with.
  const hasDependencies = !session.isDemo;
  const count = dependencyCount(files);
  const canEdit = session.project.canEdit && !session.isDemo;
  const edits = useFileEdits(session.project.id);
  const { drafts, setDraft, saved } = useDrafts();
  const unsavedIds = useMemo(() => new Set(drafts.keys()), [drafts]);
  const [dialog, setDialog] = useState<FileDialog>(null);

  const choose = (next: Selection) => {
    setSelection(next);
    setListOpen(false);
  };

  return (
    <div className="flex h-full min-h-0 flex-col bg-white md:flex-row">
      <aside className="flex shrink-0 flex-col border-b border-slate-200 bg-slate-50/60 md:min-h-0 md:w-60 md:border-r md:border-b-0 lg:w-72">
        <div className="flex h-12 shrink-0 items-center justify-between gap-2 px-3 md:border-b md:border-slate-200">
          <h3 className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <FilesIcon className="size-3.5" aria-hidden />
            {codeTexts.files}
            <span className="rounded-full bg-slate-200 px-1.5 py-px text-[10px] text-slate-600">{files.length}</span>
          </h3>
          {canEdit ? (
            <button
              type="button"
              aria-label={codeEditorTexts.newFile}
              title={codeEditorTexts.newFile}
              onClick={() => setDialog({ kind: 'new', folder: selected ? folderOf(selected.filePath) : 'src' })}
              className="ml-auto inline-flex size-7 cursor-pointer items-center justify-center rounded-md text-slate-500 hover:bg-slate-200 hover:text-slate-900"
            >
              <FilePlusIcon className="size-4" aria-hidden />
            </button>
          ) : null}
          <button
            type="button"
            aria-expanded={listOpen}
            aria-controls={listId}
            aria-label={codeTexts.filesLabel}
            onClick={() => setListOpen((open) => !open)}
            className="inline-flex size-7 cursor-pointer items-center justify-center rounded-md text-slate-500 hover:bg-slate-200 md:hidden"
          >
            <ChevronDownIcon className={cn('size-4 transition-transform', listOpen && 'rotate-180')} aria-hidden />
          </button>
        </div>
        <div id={listId} className={cn('flex min-h-0 flex-col md:flex md:flex-1', !listOpen && 'hidden')}>
          <div className="max-h-56 overflow-y-auto md:max-h-none md:min-h-0 md:flex-1">
            <FileTreeView
              files={files}
              selectedId={selected?.id ?? null}
              onSelect={(file) => choose({ kind: 'file', id: file.id, path: file.filePath })}
              unsavedIds={unsavedIds}
              actions={
                canEdit
                  ? {
                      onRename: (file) => setDialog({ kind: 'rename', file }),
                      onDelete: (file) => setDialog({ kind: 'delete', file }),
                    }
                  : null
              }
            />
          </div>
          {hasDependencies ? (
            <div className="shrink-0 border-t border-slate-200 p-1.5">
              <button
                type="button"
                aria-current={showingDependencies ? 'true' : undefined}
                aria-label={dependencyPanelTexts.open(count)}
                onClick={() => choose({ kind: 'dependencies' })}
                className={cn(
                  'flex w-full cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm transition',
                  showingDependencies ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                <BoxesIcon className="size-4 shrink-0 text-brand-500" aria-hidden />
                <span className="flex-1 truncate">{dependencyPanelTexts.title}</span>
                <span className="rounded-full bg-slate-200 px-1.5 py-px text-[10px] text-slate-600">{count}</span>
              </button>
            </div>
          ) : null}
        </div>
      </aside>
      <div className="min-h-0 min-w-0 flex-1">
        {showingDependencies && hasDependencies ? (
          <DependenciesPanel session={session} />
        ) : selected ? (
          <FileViewer
            key={selected.id}
            file={selected}
            session={session}
            draft={drafts.get(selected.id)}
            onDraft={(text) => setDraft(selected.id, text)}
            onSaved={(content) => saved(selected.id, content)}
            edits={edits}
          />
        ) : (
          <SelectFileState />
        )}
      </div>
      <FileTreeDialogs
        dialog={dialog}
        edits={edits}
        onClose={() => setDialog(null)}
        onCreated={(file) => choose({ kind: 'file', id: file.id, path: file.filePath })}
        onDeleted={(file) => setDraft(file.id, null)}
      />
    </div>
  );
}
