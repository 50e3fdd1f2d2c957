import { EllipsisVerticalIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { codeEditorTexts } from '../../../../shared/code-editor-texts';
import { cn } from '../../../lib/cn';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100 [&_svg]:size-4';

/** A file's Rename and Delete, beside its row in the tree (shown on hover or focus, always on touch). */
export function FileActionsMenu({
  name,
  onRename,
  onDelete,
}: {
  name: string;
  onRename: () => void;
  onDelete: () => void;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={codeEditorTexts.fileActions(name)}
        className="inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-md text-slate-500 outline-none hover:bg-slate-200 hover:text-slate-900 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-brand-500/40 data-[state=open]:bg-slate-200 data-[state=open]:opacity-100 pointer-fine:opacity-0 pointer-fine:group-hover:opacity-100"
      >
        <EllipsisVerticalIcon className="size-4" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-40 rounded-xl border border-slate-200 bg-white p-1 shadow-xl"
        >
          <DropdownMenu.Item className={itemClass} onSelect={onRename}>
            <PencilIcon aria-hidden />
            {codeEditorTexts.rename}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={cn(itemClass, 'text-red-700')} onSelect={onDelete}>
            <Trash2Icon aria-hidden />
            {codeEditorTexts.remove}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
