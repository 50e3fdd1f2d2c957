import { EllipsisVerticalIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { codeEditorTexts } from '../../../../shared/code-editor-texts';
import { MenuContent, menuItemClass } from '../../../components/ui/menu';
import { cn } from '../../../lib/cn';

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
      <MenuContent sideOffset={4} className="min-w-40">
        <DropdownMenu.Item className={menuItemClass} onSelect={onRename}>
          <PencilIcon aria-hidden />
          {codeEditorTexts.rename}
        </DropdownMenu.Item>
        <DropdownMenu.Item className={cn(menuItemClass, 'text-red-700')} onSelect={onDelete}>
          <Trash2Icon aria-hidden />
          {codeEditorTexts.remove}
        </DropdownMenu.Item>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
