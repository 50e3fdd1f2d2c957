import { KeyRoundIcon, MailIcon, ShieldCheckIcon, UserIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { AccountPage } from '../components/layout/account-page';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/page-spinner';
import { SettingsTabContent, SettingsTabList, SettingsTabs, SettingsTabTrigger } from '../components/ui/settings-tabs';
import { useAccount } from '../features/account/use-account';
import { EmailTab } from '../features/profile/email-tab';
import { PasswordTab } from '../features/profile/password-tab';
import { ProfileTab } from '../features/profile/profile-tab';
import { SecurityTab } from '../features/profile/security-tab';

const tabs = [
  { value: 'profile', label: 'Profile', icon: UserIcon },
  { value: 'email', label: 'Email', icon: MailIcon },
  { value: 'password', label: 'Password', icon: KeyRoundIcon },
  { value: 'security', label: 'Security', icon: ShieldCheckIcon },
] as const;
type Tab = (typeof tabs)[number]['value'];
const isTab = (value: string | null): value is Tab => tabs.some((tab) => tab.value === value);

export function ProfilePage() {
  const { account, accountQuery } = useAccount();
  // The open tab lives in ?tab= so a reload, a shared link or the back button keeps it.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'profile';
  const selectTab = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'profile') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <AccountPage
      title="Profile Settings"
      intro={<p className="mt-1 text-slate-600">Manage your personal details, sign-in and account security.</p>}
    >
      <SettingsTabs value={tab} onValueChange={selectTab} className="mt-8">
        <SettingsTabList aria-label="Profile settings sections">
          {tabs.map(({ value, label, icon: Icon }) => (
            <SettingsTabTrigger key={value} value={value}>
              <Icon aria-hidden />
              {label}
            </SettingsTabTrigger>
          ))}
        </SettingsTabList>
        {account ? (
          <>
            <SettingsTabContent value="profile">
              {/* Keyed so the name fields start from the saved names of whoever is signed in. */}
              <ProfileTab key={account.id} account={account} />
            </SettingsTabContent>
            <SettingsTabContent value="email">
              <EmailTab account={account} />
            </SettingsTabContent>
            <SettingsTabContent value="password">
              <PasswordTab account={account} />
            </SettingsTabContent>
            <SettingsTabContent value="security">
              <SecurityTab account={account} />
            </SettingsTabContent>
          </>
        ) : accountQuery.isError ? (
          <div role="alert" className="mt-6 rounded-2xl border border-red-200 bg-white p-6 text-center shadow-sm">
            <p className="font-medium text-slate-900">We couldn't load your account.</p>
            <p className="mt-1 text-sm text-slate-600">{accountQuery.error.message}</p>
            <Button variant="outline" className="mt-4" onClick={() => accountQuery.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <PageSpinner label="Loading your account..." />
        )}
      </SettingsTabs>
    </AccountPage>
  );
}
