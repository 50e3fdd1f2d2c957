import { ChevronRightIcon, FolderIcon, FolderOpenIcon, LockIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { codeTexts } from '../../../../shared/builder-chat-texts';
import { codeEditorTexts } from '../../../../shared/code-editor-texts';
import { cn } from '../../../lib/cn';
import type { BuilderFile } from '../session/builder-session';
import { FileActionsMenu } from './file-actions-menu';
import { FileKindIcon } from './file-kind-icon';
import { buildFileTree, type TreeNode } from './file-tree';

const indent = (depth: number) => ({ paddingLeft: `${0.5 + depth * 0.875}rem` });

/** The owner's Rename and Delete for a file that is not frozen. */
export interface FileRowActions {
  onRename: (file: BuilderFile) => void;
  onDelete: (file: BuilderFile) => void;
}

interface TreeProps {
  selectedId: string | null;
  onSelect: (file: BuilderFile) => void;
  unsavedIds: ReadonlySet<string>;
  actions: FileRowActions | null;
  collapsed: Set<string>;
  onToggle: (path: string) => void;
}

function TreeNodes({ nodes, depth, ...props }: TreeProps & { nodes: TreeNode[]; depth: number }) {
  return (
    <ul className={depth === 0 ? 'py-1' : undefined}>
      {nodes.map((node) => {
        if (node.kind === 'folder') {
          const open = !props.collapsed.has(node.path);
          return (
            <li key={`d:${node.path}`}>
              <button
                type="button"
                aria-expanded={open}
                onClick={() => props.onToggle(node.path)}
                style={indent(depth)}
                className="flex w-full cursor-pointer items-center gap-1.5 py-1.5 pr-2 text-left text-sm text-slate-700 transition hover:bg-slate-100"
              >
                <ChevronRightIcon
                  className={cn('size-3.5 shrink-0 text-slate-400 transition-transform', open && 'rotate-90')}
                  aria-hidden
                />
                {open ? (
                  <FolderOpenIcon className="size-4 shrink-0 text-brand-500" aria-hidden />
                ) : (
                  <FolderIcon className="size-4 shrink-0 text-brand-500" aria-hidden />
                )}
                <span className="truncate font-medium">{node.name}</span>
              </button>
              {open ? <TreeNodes nodes={node.children} depth={depth + 1} {...props} /> : null}
            </li>
          );
        }
        const { file } = node;
        const selected = file.id === props.selectedId;
        const unsaved = props.unsavedIds.has(file.id);
        const { actions } = props;
        const label = unsaved
          ? codeEditorTexts.unsavedFile(node.name)
          : file.isFrozen
            ? codeTexts.frozenFile(node.name)
            : node.name;
        return (
          <li
            key={file.id}
            className={cn(
              'group flex items-center pr-1 transition',
              selected ? 'bg-brand-50 shadow-[inset_2px_0_0] shadow-brand-500' : 'hover:bg-slate-100',
            )}
          >
            <button
              type="button"
              aria-current={selected ? 'true' : undefined}
              aria-label={label}
              title={file.filePath}
              onClick={() => props.onSelect(file)}
              style={indent(depth + 1)}
              className={cn(
                'flex min-w-0 flex-1 cursor-pointer items-center gap-1.5 py-1.5 pr-2 text-left text-sm transition',
                selected ? 'font-medium text-brand-700' : 'text-slate-700',
              )}
            >
              <FileKindIcon path={file.filePath} />
              <span className="min-w-0 flex-1 truncate">{node.name}</span>
              {unsaved ? <span className="size-2 shrink-0 rounded-full bg-brand-500" aria-hidden /> : null}
              {file.isFrozen ? <LockIcon className="size-3.5 shrink-0 text-amber-600" aria-hidden /> : null}
              <span className="shrink-0 rounded bg-slate-200/70 px-1.5 py-px font-mono text-[10px] text-slate-500 uppercase">
                {file.fileType}
              </span>
            </button>
            {actions && !file.isFrozen ? (
              <FileActionsMenu
                name={node.name}
                onRename={() => actions.onRename(file)}
                onDelete={() => actions.onDelete(file)}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The project's files as folders (open to begin with) and files; the chosen file is marked current. */
export function FileTreeView({
  files,
  selectedId,
  onSelect,
  unsavedIds,
  actions,
}: {
  files: BuilderFile[];
  selectedId: string | null;
  onSelect: (file: BuilderFile) => void;
  unsavedIds: ReadonlySet<string>;
  actions: FileRowActions | null;
}) {
  const tree = useMemo(() => buildFileTree(files), [files]);
  const [collapsed, setCollapsed] = useState<Set<string>>(() => new Set());
  const onToggle = (path: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(path)) next.add(path);
      return next;
    });

  if (files.length === 0) {
    return (
      <div className="px-4 py-8 text-center">
        <p className="text-sm font-medium text-slate-700">{codeTexts.noFiles}</p>
        <p className="mt-1 text-xs text-slate-500">{codeTexts.noFilesHint}</p>
      </div>
    );
  }
  return (
    <nav aria-label={codeTexts.filesLabel}>
      <TreeNodes
        nodes={tree}
        depth={0}
        selectedId={selectedId}
        onSelect={onSelect}
        unsavedIds={unsavedIds}
        actions={actions}
        collapsed={collapsed}
        onToggle={onToggle}
      />
    </nav>
  );
}
