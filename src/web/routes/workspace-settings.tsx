import { ActivityIcon, BarChart3Icon, KeyRoundIcon, SettingsIcon, UsersIcon } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { ssoSettingsTexts } from '../../shared/sso-texts';
import { settingsTexts } from '../../shared/workspace-texts';
import { can, type WorkspaceAction } from '../../shared/workspaces';
import { AccountPage } from '../components/layout/account-page';
import { Badge } from '../components/ui/badge';
import { PageSpinner } from '../components/ui/page-spinner';
import { SettingsTabContent, SettingsTabList, SettingsTabs, SettingsTabTrigger } from '../components/ui/settings-tabs';
import { SsoTab } from '../features/sso/sso-tab';
import { AuditTab } from '../features/workspaces/audit-tab';
import { GeneralTab } from '../features/workspaces/general-tab';
import { MembersTab } from '../features/workspaces/members-tab';
import { UsageTab } from '../features/workspaces/usage-tab';
import { useWorkspace } from '../features/workspaces/use-workspaces';
import { PersonalWorkspaceNote, WorkspaceLoadError } from '../features/workspaces/workspace-states';
import { useSession } from '../lib/session';

/** Each tab and what the reader must be allowed to do to see it (null: every member). */
const allTabs: ReadonlyArray<{
  value: 'members' | 'usage' | 'audit' | 'sso' | 'general';
  label: string;
  /** A shorter name for phones, where five tabs share one row; the full label is still read out. */
  short?: string;
  icon: typeof UsersIcon;
  needs: WorkspaceAction | null;
}> = [
  { value: 'members', label: settingsTexts.tabs.members, icon: UsersIcon, needs: null },
  { value: 'usage', label: settingsTexts.tabs.usage, icon: BarChart3Icon, needs: 'usage' },
  { value: 'audit', label: settingsTexts.tabs.audit, icon: ActivityIcon, needs: 'audit' },
  { value: 'sso', label: ssoSettingsTexts.tab, short: ssoSettingsTexts.tabShort, icon: KeyRoundIcon, needs: 'sso' },
  { value: 'general', label: settingsTexts.tabs.general, icon: SettingsIcon, needs: null },
];
type Tab = (typeof allTabs)[number]['value'];

/** A team workspace's settings: Members, Usage, Audit log and Single sign-on (admins), General; the tab in ?tab=. */
export function WorkspaceSettingsPage() {
  const { workspaceId = '' } = useParams();
  const selfId = useSession().data?.user.id ?? '';
  const query = useWorkspace(workspaceId);
  const workspace = query.data;
  const [params, setParams] = useSearchParams();
  const role = workspace?.role ?? null;
  const tabs = allTabs.filter((tab) => !tab.needs || can(role, tab.needs));
  const shows = (value: Tab) => tabs.some((t) => t.value === value);
  // Five tabs on a 390 px phone: smaller type and padding so every name fits its column.
  const crowded = tabs.length > 4;
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
            className={tabs.length === 2 ? 'grid-cols-2' : crowded ? 'grid-cols-5' : undefined}
          >
            {tabs.map(({ value, label, short, icon: Icon }) => (
              <SettingsTabTrigger
                key={value}
                value={value}
                className={crowded ? 'max-sm:px-0.5 max-sm:text-xs' : undefined}
              >
                <Icon aria-hidden />
                {short ? (
                  <>
                    <span aria-hidden className="sm:hidden">
                      {short}
                    </span>
                    <span className="sr-only sm:not-sr-only">{label}</span>
                  </>
                ) : (
                  label
                )}
              </SettingsTabTrigger>
            ))}
          </SettingsTabList>
          <SettingsTabContent value="members">
            <MembersTab workspace={workspace} selfId={selfId} />
          </SettingsTabContent>
          {shows('usage') && (
            <SettingsTabContent value="usage">
              <UsageTab workspaceId={workspace.id} />
            </SettingsTabContent>
          )}
          {shows('audit') && (
            <SettingsTabContent value="audit">
              <AuditTab workspaceId={workspace.id} />
            </SettingsTabContent>
          )}
          {shows('sso') && (
            <SettingsTabContent value="sso">
              <SsoTab workspaceId={workspace.id} role={workspace.role} />
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
