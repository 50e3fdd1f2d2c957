import { DownloadIcon, EllipsisVerticalIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { builderTexts } from '../../../../shared/builder-texts';
import { exportTexts } from '../../../../shared/integrations';
import { cn } from '../../../lib/cn';
import { ProviderIcon } from '../../auth/provider-icons';
import { ExportGithubDialog } from '../export/export-github-dialog';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100 [&_svg]:size-4';

/** On a phone the header has no room for every button: Download and Export to GitHub fold in here. */
export function BuilderMoreMenu({
  projectId,
  projectName,
  canExport,
  className,
}: {
  projectId: string;
  projectName: string;
  canExport: boolean;
  className?: string;
}) {
  const [exporting, setExporting] = useState(false);
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          aria-label={builderTexts.moreActions}
          className={cn(
            'inline-flex h-8 items-center rounded-lg border border-white/15 bg-white/5 px-2 text-slate-100 hover:bg-white/10 [&_svg]:size-4',
            className,
          )}
        >
          <EllipsisVerticalIcon aria-hidden />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1 shadow-xl"
          >
            <DropdownMenu.Item asChild className={itemClass}>
              <a href={`/api/projects/${encodeURIComponent(projectId)}/download`} download>
                <DownloadIcon aria-hidden />
                {builderTexts.downloadProject}
              </a>
            </DropdownMenu.Item>
            {canExport ? (
              <DropdownMenu.Item className={itemClass} onSelect={() => setExporting(true)}>
                <ProviderIcon provider="github" />
                {exportTexts.title}
              </DropdownMenu.Item>
            ) : null}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {canExport ? (
        <ExportGithubDialog
          projectId={projectId}
          projectName={projectName}
          open={exporting}
          onOpenChange={setExporting}
          withoutTrigger
        />
      ) : null}
    </>
  );
}
