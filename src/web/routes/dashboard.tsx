import { useState } from 'react';
import { useAccount } from '../features/account/use-account';
import { DashboardHeader } from '../features/dashboard/dashboard-header';
import { NewProjectCard } from '../features/dashboard/new-project-card';
import type { QuickStartTemplate } from '../features/dashboard/quick-start-templates';
import { RecentProjects } from '../features/dashboard/recent-projects';
import { TemplateGrid } from '../features/dashboard/template-grid';
import { useCreateProject } from '../features/projects/use-create-project';

/** Where a creation started, so only that control shows it is working. */
type Source = 'prompt' | QuickStartTemplate['id'];

/** The home builder: a prompt, quick starts, the live demo and the signed-in user's projects. */
export function DashboardPage() {
  const { user, account } = useAccount();
  const { createProject, isCreating } = useCreateProject();
  const [source, setSource] = useState<Source | null>(null);

  const create = async (from: Source, prompt: string) => {
    if (isCreating) return;
    setSource(from);
    // Success leaves for the builder; on failure the hook has said why and the page is usable again.
    if (!(await createProject(prompt))) setSource(null);
  };

  return (
    <div className="min-h-full bg-slate-50 px-4 py-8 sm:px-6 sm:py-12">
      <div className="mx-auto grid max-w-6xl gap-8 sm:gap-10">
        <DashboardHeader firstName={account?.firstName ?? ''} email={user?.email ?? ''} />
        <NewProjectCard busy={isCreating && source === 'prompt'} onCreate={(prompt) => create('prompt', prompt)} />
        <TemplateGrid
          creatingId={isCreating && source !== 'prompt' ? source : null}
          disabled={isCreating}
          onPick={(template) => create(template.id, template.prompt)}
        />
        <RecentProjects />
      </div>
    </div>
  );
}
