import { CreditCardIcon, LayoutDashboardIcon, LogOutIcon, PlugIcon, SettingsIcon, UserCogIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { initialsOf } from '../../../shared/auth';
import { paths } from '../../../shared/routes';
import { switcherTexts } from '../../../shared/workspace-texts';
import { useSubscription } from '../billing/use-subscription';
import { useRememberedTeam } from '../workspaces/use-remembered-team';
import { useAccount, useSignOut } from './use-account';

const items = [
  { to: paths.dashboard, label: 'Dashboard', icon: LayoutDashboardIcon },
  { to: paths.billing, label: 'Billing & Plans', icon: CreditCardIcon },
  { to: paths.integrations, label: 'Integrations', icon: PlugIcon },
  { to: paths.profile, label: 'Profile Settings', icon: UserCogIcon },
];

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 [&_svg]:size-4';

/** The signed-in user's menu in the header: who, which plan, where to go, sign out. */
export function AccountMenu() {
  const { user } = useAccount();
  // The real tier (the spec's menu always said Free).
  const { subscription_tier } = useSubscription();
  const signOut = useSignOut();
  const email = user?.email ?? '';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label="Account menu"
        className="flex size-9 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 text-sm font-semibold text-white ring-offset-2 ring-offset-ink-950 outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
      >
        {initialsOf(email)}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl"
        >
          <div className="flex items-center gap-3 px-2 py-2">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 text-sm font-semibold text-white">
              {initialsOf(email)}
            </span>
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-slate-900">{email}</p>
              <p className="text-xs text-slate-500">{subscription_tier ?? 'Free'} Plan</p>
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {items.map(({ to, label, icon: Icon }) => (
            <DropdownMenu.Item key={to} asChild className={itemClass}>
              <Link to={to}>
                <Icon aria-hidden />
                {label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <WorkspaceSettingsItem />
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => signOut()}>
            <LogOutIcon aria-hidden />
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Settings of the team workspace the dashboard last showed; read as the menu opens. */
function WorkspaceSettingsItem() {
  const team = useRememberedTeam();
  if (!team) return null;
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link to={paths.workspaceSettings(team.id)}>
        <SettingsIcon aria-hidden />
        {switcherTexts.settings}
      </Link>
    </DropdownMenu.Item>
  );
}
