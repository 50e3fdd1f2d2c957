import { useState } from 'react';
import { can } from '../../shared/workspaces';
import { useAccount } from '../features/account/use-account';
import { DashboardHeader } from '../features/dashboard/dashboard-header';
import { NewProjectCard } from '../features/dashboard/new-project-card';
import type { QuickStartTemplate } from '../features/dashboard/quick-start-templates';
import { RecentProjects } from '../features/dashboard/recent-projects';
import { TemplateGrid } from '../features/dashboard/template-grid';
import { ViewerNote } from '../features/dashboard/viewer-note';
import { WorkspaceSwitcher } from '../features/dashboard/workspace-switcher';
import { useCreateProject } from '../features/projects/use-create-project';
import { useCurrentWorkspace } from '../features/workspaces/use-current-workspace';

/** Where a creation started, so only that control shows it is working. */
type Source = 'prompt' | QuickStartTemplate['id'];

/** The home builder: a prompt, quick starts, the live demo and the projects of the chosen workspace. */
export function DashboardPage() {
  const { user, account } = useAccount();
  const { current, workspaces, workspaceId, select, list } = useCurrentWorkspace();
  const { createProject, isCreating } = useCreateProject();
  const [source, setSource] = useState<Source | null>(null);
  // Until the role is known the prompt shows: the server has the last word either way.
  const canCreate = !current || can(current.role, 'create-project');

  const create = async (from: Source, prompt: string) => {
    if (isCreating) return;
    setSource(from);
    // Success leaves for the builder; on failure the hook has said why and the page is usable again.
    if (!(await createProject(prompt, { workspaceId }))) setSource(null);
  };

  return (
    <div className="min-h-full bg-slate-50 px-4 py-8 sm:px-6 sm:py-12">
      <div className="mx-auto grid max-w-6xl gap-8 sm:gap-10">
        <DashboardHeader
          firstName={account?.firstName ?? ''}
          email={user?.email ?? ''}
          workspace={
            <WorkspaceSwitcher current={current} workspaces={workspaces} onSelect={select} failed={list.isError} />
          }
        />
        {canCreate ? (
          <>
            <NewProjectCard busy={isCreating && source === 'prompt'} onCreate={(prompt) => create('prompt', prompt)} />
            <TemplateGrid
              creatingId={isCreating && source !== 'prompt' ? source : null}
              disabled={isCreating}
              onPick={(template) => create(template.id, template.prompt)}
            />
          </>
        ) : (
          <ViewerNote workspaceName={current?.name ?? ''} />
        )}
        <RecentProjects workspaceId={workspaceId} canCreate={canCreate} />
      </div>
    </div>
  );
}
