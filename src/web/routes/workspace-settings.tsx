import { ActivityIcon, BarChart3Icon, SettingsIcon, UsersIcon } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { settingsTexts } from '../../shared/workspace-texts';
import { can } from '../../shared/workspaces';
import { AccountPage } from '../components/layout/account-page';
import { Badge } from '../components/ui/badge';
import { PageSpinner } from '../components/ui/page-spinner';
import { SettingsTabContent, SettingsTabList, SettingsTabs, SettingsTabTrigger } from '../components/ui/settings-tabs';
import { AuditTab } from '../features/workspaces/audit-tab';
import { GeneralTab } from '../features/workspaces/general-tab';
import { MembersTab } from '../features/workspaces/members-tab';
import { UsageTab } from '../features/workspaces/usage-tab';
import { useWorkspace } from '../features/workspaces/use-workspaces';
import { PersonalWorkspaceNote, WorkspaceLoadError } from '../features/workspaces/workspace-states';
import { useSession } from '../lib/session';

const allTabs = [
  { value: 'members', label: settingsTexts.tabs.members, icon: UsersIcon, adminOnly: false },
  { value: 'usage', label: settingsTexts.tabs.usage, icon: BarChart3Icon, adminOnly: true },
  { value: 'audit', label: settingsTexts.tabs.audit, icon: ActivityIcon, adminOnly: true },
  { value: 'general', label: settingsTexts.tabs.general, icon: SettingsIcon, adminOnly: false },
] as const;
type Tab = (typeof allTabs)[number]['value'];

/** A team workspace's settings: Members, Usage and Audit log (admins), General; the tab in ?tab=. */
export function WorkspaceSettingsPage() {
  const { workspaceId = '' } = useParams();
  const selfId = useSession().data?.user.id ?? '';
  const query = useWorkspace(workspaceId);
  const workspace = query.data;
  const [params, setParams] = useSearchParams();
  const isAdmin = workspace ? can(workspace.role, 'members') : false;
  const tabs = allTabs.filter((tab) => isAdmin || !tab.adminOnly);
  const requested = params.get('tab');
  const tab: Tab = tabs.find((t) => t.value === requested)?.value ?? 'members';
  const selectTab = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'members') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <AccountPage
      title={settingsTexts.title}
      wide
      intro={
        workspace ? (
          <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-600">
            {settingsTexts.intro(workspace.name)}
            <Badge>{workspace.planName}</Badge>
          </p>
        ) : null
      }
    >
      {!workspace ? (
        query.isError ? (
          <WorkspaceLoadError error={query.error} onRetry={() => query.refetch()} />
        ) : (
          <PageSpinner label={settingsTexts.loading} />
        )
      ) : workspace.kind === 'personal' ? (
        <PersonalWorkspaceNote />
      ) : (
        <SettingsTabs value={tab} onValueChange={selectTab} className="mt-8">
          <SettingsTabList
            aria-label={settingsTexts.tabsLabel}
            className={tabs.length === 2 ? 'grid-cols-2' : undefined}
          >
            {tabs.map(({ value, label, icon: Icon }) => (
              <SettingsTabTrigger key={value} value={value}>
                <Icon aria-hidden />
                {label}
              </SettingsTabTrigger>
            ))}
          </SettingsTabList>
          <SettingsTabContent value="members">
            <MembersTab workspace={workspace} selfId={selfId} />
          </SettingsTabContent>
          {isAdmin && (
            <SettingsTabContent value="usage">
              <UsageTab workspaceId={workspace.id} />
            </SettingsTabContent>
          )}
          {isAdmin && (
            <SettingsTabContent value="audit">
              <AuditTab workspaceId={workspace.id} />
            </SettingsTabContent>
          )}
          <SettingsTabContent value="general">
            <GeneralTab workspace={workspace} selfId={selfId} />
          </SettingsTabContent>
        </SettingsTabs>
      )}
    </AccountPage>
  );
}
