import { Tabs } from 'radix-ui';
import { gitTexts } from '../../../../shared/git-sync';
import { GitGithubForm } from './git-github-form';
import { GitRemoteForm } from './git-remote-form';

const tabClass =
  'min-w-0 cursor-pointer rounded-lg px-2 py-2 text-center text-sm font-medium text-slate-600 transition-colors hover:bg-slate-50 hover:text-slate-900 data-[state=active]:bg-brand-600 data-[state=active]:text-white data-[state=active]:shadow-sm';
// Both forms stay mounted: switching tabs keeps what was typed in the other.
const panelClass = 'mt-5 data-[state=inactive]:hidden';

/** Not connected yet: a new GitHub repository, or any Git remote over HTTPS. */
export function GitConnectChoice({
  projectId,
  projectName,
  githubConnected,
}: {
  projectId: string;
  projectName: string;
  githubConnected: boolean;
}) {
  return (
    <div>
      <p className="mb-4 text-sm text-slate-700">{gitTexts.notConnected}</p>
      <Tabs.Root defaultValue="github">
        <Tabs.List
          aria-label="Connect to"
          className="grid grid-cols-2 gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-sm"
        >
          <Tabs.Trigger value="github" className={tabClass}>
            New GitHub repository
          </Tabs.Trigger>
          <Tabs.Trigger value="remote" className={tabClass}>
            Any Git remote
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="github" forceMount className={panelClass}>
          <GitGithubForm projectId={projectId} projectName={projectName} githubConnected={githubConnected} />
        </Tabs.Content>
        <Tabs.Content value="remote" forceMount className={panelClass}>
          <GitRemoteForm projectId={projectId} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
