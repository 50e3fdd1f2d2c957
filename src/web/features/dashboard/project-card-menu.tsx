import { CopyIcon, EllipsisVerticalIcon, Loader2Icon, PencilIcon, Trash2Icon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { projectActionTexts } from '../../../shared/project-actions';
import { can, type WorkspaceRole } from '../../../shared/workspaces';
import { MenuContent, menuItemClass } from '../../components/ui/menu';
import { cn } from '../../lib/cn';
import { DeleteProjectDialog } from '../projects/delete-project-dialog';
import { RenameProjectDialog } from '../projects/rename-project-dialog';
import { type ProjectRef, useCopyProject } from '../projects/use-project-actions';

const itemClass = cn(menuItemClass, '[&_svg]:text-slate-500');

/**
 * A project card's menu: Rename and Duplicate for editors, Delete for admins (the role in the
 * project's workspace). It sits above the card's stretched link, so opening it never opens the
 * project. A viewer gets no menu.
 */
export function ProjectCardMenu({ project, role }: { project: ProjectRef; role: WorkspaceRole | null }) {
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const duplicate = useCopyProject('duplicate');
  const close = (open: boolean) => !open && setDialog(null);
  const canEdit = can(role, 'edit');
  const canDelete = can(role, 'manage');
  if (!canEdit && !canDelete) return null;
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          aria-label={projectActionTexts.menu(project.name)}
          aria-busy={duplicate.isPending}
          disabled={duplicate.isPending}
          className="relative z-10 -mt-1 -mr-2 inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-500 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none data-[state=open]:bg-slate-100 [&_svg]:size-4"
        >
          {duplicate.isPending ? (
            <Loader2Icon aria-hidden className="animate-spin" />
          ) : (
            <EllipsisVerticalIcon aria-hidden />
          )}
        </DropdownMenu.Trigger>
        <MenuContent sideOffset={4}>
          {canEdit && (
            <>
              <DropdownMenu.Item className={itemClass} onSelect={() => setDialog('rename')}>
                <PencilIcon aria-hidden />
                {projectActionTexts.rename}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={itemClass} onSelect={() => duplicate.mutate(project.id)}>
                <CopyIcon aria-hidden />
                {projectActionTexts.duplicate}
              </DropdownMenu.Item>
            </>
          )}
          {canEdit && canDelete && <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />}
          {canDelete && (
            <DropdownMenu.Item
              className={cn(itemClass, 'text-red-700 data-[highlighted]:bg-red-50 [&_svg]:text-red-600')}
              onSelect={() => setDialog('delete')}
            >
              <Trash2Icon aria-hidden />
              {projectActionTexts.delete}
            </DropdownMenu.Item>
          )}
        </MenuContent>
      </DropdownMenu.Root>
      <RenameProjectDialog project={project} open={dialog === 'rename'} onOpenChange={close} />
      <DeleteProjectDialog project={project} open={dialog === 'delete'} onOpenChange={close} />
    </>
  );
}
