import { CopyIcon, DownloadIcon, EllipsisVerticalIcon, GitBranchIcon, Trash2Icon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { builderTexts } from '../../../../shared/builder-texts';
import { gitTexts } from '../../../../shared/git-sync';
import { exportTexts } from '../../../../shared/github-export';
import { projectActionTexts } from '../../../../shared/project-actions';
import { paths } from '../../../../shared/routes';
import { MenuContent, menuItemClass } from '../../../components/ui/menu';
import { cn } from '../../../lib/cn';
import { useMediaQuery } from '../../../lib/use-media-query';
import { ProviderIcon } from '../../auth/provider-icons';
import { DeleteProjectDialog } from '../../projects/delete-project-dialog';
import { useCopyProject } from '../../projects/use-project-actions';
import { ExportGithubDialog } from '../export/export-github-dialog';
import { GitSyncDialog } from '../git/git-sync-dialog';

/**
 * The owner's project actions (Duplicate, Delete project). On a phone the header has no room
 * for every button, so Download, Export to GitHub and Git sync fold in here too; a viewer sees the menu
 * only there.
 */
export function BuilderMoreMenu({
  projectId,
  projectName,
  canEdit,
  canManage,
}: {
  projectId: string;
  projectName: string;
  canEdit: boolean;
  canManage: boolean;
}) {
  const [dialog, setDialog] = useState<'export' | 'git' | 'delete' | null>(null);
  const phone = !useMediaQuery('(min-width: 640px)');
  const duplicate = useCopyProject('duplicate');
  const navigate = useNavigate();
  const project = { id: projectId, name: projectName };
  const close = (open: boolean) => !open && setDialog(null);
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          aria-label={builderTexts.moreActions}
          className={cn(
            'inline-flex h-8 cursor-pointer items-center rounded-lg border border-white/15 bg-white/5 px-2 text-slate-100 hover:bg-white/10 [&_svg]:size-4',
            !canEdit && 'sm:hidden',
          )}
        >
          <EllipsisVerticalIcon aria-hidden />
        </DropdownMenu.Trigger>
        <MenuContent className="min-w-52">
          {phone ? (
            <DropdownMenu.Item asChild className={menuItemClass}>
              <a href={`/api/projects/${encodeURIComponent(projectId)}/download`} download>
                <DownloadIcon aria-hidden />
                {builderTexts.downloadProject}
              </a>
            </DropdownMenu.Item>
          ) : null}
          {phone && canEdit ? (
            <DropdownMenu.Item className={menuItemClass} onSelect={() => setDialog('export')}>
              <ProviderIcon provider="github" />
              {exportTexts.title}
            </DropdownMenu.Item>
          ) : null}
          {phone && canEdit ? (
            <DropdownMenu.Item className={menuItemClass} onSelect={() => setDialog('git')}>
              <GitBranchIcon aria-hidden />
              {gitTexts.title}
            </DropdownMenu.Item>
          ) : null}
          {phone && canEdit ? <DropdownMenu.Separator className="my-1 h-px bg-slate-100" /> : null}
          {canEdit ? (
            <>
              <DropdownMenu.Item
                className={menuItemClass}
                disabled={duplicate.isPending}
                onSelect={() => duplicate.mutate(projectId)}
              >
                <CopyIcon aria-hidden />
                {projectActionTexts.duplicate}
              </DropdownMenu.Item>
              {canManage ? (
                <DropdownMenu.Item
                  className={cn(menuItemClass, 'text-red-700 data-[highlighted]:bg-red-50')}
                  onSelect={() => setDialog('delete')}
                >
                  <Trash2Icon aria-hidden />
                  {projectActionTexts.deleteProject}
                </DropdownMenu.Item>
              ) : null}
            </>
          ) : null}
        </MenuContent>
      </DropdownMenu.Root>
      {canEdit ? (
        <>
          <ExportGithubDialog
            projectId={projectId}
            projectName={projectName}
            open={dialog === 'export'}
            onOpenChange={close}
            withoutTrigger
          />
          <GitSyncDialog
            projectId={projectId}
            projectName={projectName}
            open={dialog === 'git'}
            onOpenChange={close}
            withoutTrigger
          />
          <DeleteProjectDialog
            project={project}
            open={dialog === 'delete'}
            onOpenChange={close}
            onDeleted={() => navigate(paths.dashboard, { replace: true })}
          />
        </>
      ) : null}
    </>
  );
}
