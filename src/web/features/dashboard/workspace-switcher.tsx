import { CheckIcon, ChevronsUpDownIcon, PlusIcon, SettingsIcon, UserIcon, UsersIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { switcherTexts } from '../../../shared/workspace-texts';
import { MenuContent, menuItemClass } from '../../components/ui/menu';
import { cn } from '../../lib/cn';
import type { WorkspaceSummary } from '../workspaces/use-workspaces';

interface WorkspaceSwitcherProps {
  current: WorkspaceSummary | null;
  workspaces: WorkspaceSummary[] | undefined;
  onSelect: (workspace: WorkspaceSummary) => void;
  /** The list could not be read: no switcher (the toast has said so). */
  failed?: boolean;
}

const displayName = (workspace: WorkspaceSummary) =>
  workspace.kind === 'personal' ? switcherTexts.personal : workspace.name;

function WorkspaceIcon({ workspace, className }: { workspace: WorkspaceSummary; className?: string }) {
  const Icon = workspace.kind === 'personal' ? UserIcon : UsersIcon;
  return (
    <span
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-lg [&_svg]:size-4',
        workspace.kind === 'personal' ? 'bg-slate-100 text-slate-600' : 'bg-brand-100 text-brand-700',
        className,
      )}
    >
      <Icon aria-hidden />
    </span>
  );
}

/**
 * Which workspace the dashboard shows: the current one's name and plan on the button; the menu
 * lists every workspace with the user's role in it, then where to make a team or set one up.
 */
export function WorkspaceSwitcher({ current, workspaces, onSelect, failed }: WorkspaceSwitcherProps) {
  if (failed) return null;
  if (!current || !workspaces) {
    return <div className="h-12 w-full animate-pulse rounded-xl bg-slate-200/70 sm:w-56" aria-hidden />;
  }
  const hasTeam = workspaces.some((w) => w.kind === 'team');
  const showSettings = current.kind === 'team';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={switcherTexts.label(displayName(current))}
        className="flex h-12 w-full min-w-0 cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white py-2 pr-3 pl-2 text-left shadow-sm transition hover:border-brand-300 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none data-[state=open]:border-brand-300 sm:w-auto sm:max-w-xs sm:min-w-56"
      >
        <WorkspaceIcon workspace={current} />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold text-slate-900">{displayName(current)}</span>
          <span className="block truncate text-xs text-slate-500">{switcherTexts.planLine(current.planName)}</span>
        </span>
        <ChevronsUpDownIcon className="size-4 shrink-0 text-slate-400" aria-hidden />
      </DropdownMenu.Trigger>
      <MenuContent align="end" className="w-[min(20rem,calc(100vw-2rem))]">
        <DropdownMenu.Label className="px-2.5 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {switcherTexts.heading}
        </DropdownMenu.Label>
        <DropdownMenu.RadioGroup
          value={current.id}
          onValueChange={(id) => {
            const picked = workspaces.find((w) => w.id === id);
            if (picked) onSelect(picked);
          }}
        >
          {workspaces.map((workspace) => (
            <DropdownMenu.RadioItem
              key={workspace.id}
              value={workspace.id}
              className={cn(menuItemClass, 'gap-3 py-1.5')}
            >
              <WorkspaceIcon workspace={workspace} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-slate-900">{displayName(workspace)}</span>
                <span className="block truncate text-xs text-slate-500">
                  {switcherTexts.roleLine(workspace.role, workspace.memberCount)} ·{' '}
                  {switcherTexts.planLine(workspace.planName)}
                </span>
              </span>
              <DropdownMenu.ItemIndicator>
                <CheckIcon className="text-brand-600" aria-hidden />
              </DropdownMenu.ItemIndicator>
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
        {(showSettings || !hasTeam) && <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />}
        {showSettings && (
          <DropdownMenu.Item asChild className={cn(menuItemClass, '[&_svg]:text-slate-500')}>
            <Link to={paths.workspaceSettings(current.id)}>
              <SettingsIcon aria-hidden />
              {switcherTexts.settings}
            </Link>
          </DropdownMenu.Item>
        )}
        {!hasTeam && (
          <DropdownMenu.Item asChild className={cn(menuItemClass, 'items-start [&_svg]:mt-0.5 [&_svg]:text-brand-600')}>
            <Link to={paths.pricing}>
              <PlusIcon aria-hidden />
              <span>
                <span className="block font-medium">{switcherTexts.createTeam}</span>
                <span className="block text-xs text-slate-500">{switcherTexts.createTeamHint}</span>
              </span>
            </Link>
          </DropdownMenu.Item>
        )}
      </MenuContent>
    </DropdownMenu.Root>
  );
}
