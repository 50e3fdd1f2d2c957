import { useState } from 'react';
import { usageTexts } from '../../../shared/workspace-texts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { SettingsCard } from '../../components/ui/settings-card';
import { cn } from '../../lib/cn';
import { UsageTable } from './usage-table';
import { monthLabel, recentMonths, useWorkspaceUsage, type WorkspaceUsage } from './use-workspace-reports';

const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });

/** The month's pool against the plan's allowance, then who and which project used it (admins). */
export function UsageTab({ workspaceId }: { workspaceId: string }) {
  const months = recentMonths(6);
  const [month, setMonth] = useState(months[0] as string);
  const usage = useWorkspaceUsage(workspaceId, month);
  const { data } = usage;
  return (
    <>
      <SettingsCard
        title={usageTexts.heading}
        description={data ? usageTexts.description(data.planName) : undefined}
        aside={
          <div className="ml-auto">
            <Select value={month} onValueChange={setMonth}>
              <SelectTrigger aria-label={usageTexts.monthLabel} className="h-9 w-44">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {months.map((m) => (
                  <SelectItem key={m} value={m}>
                    {monthLabel(m)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        }
      >
        {data ? (
          <PoolBar usage={data} dimmed={usage.isPlaceholderData} />
        ) : (
          <div role="status" className="grid gap-3" aria-label={usageTexts.loading}>
            <div className="h-4 w-56 animate-pulse rounded bg-slate-200" />
            <div className="h-3 w-full animate-pulse rounded-full bg-slate-200/70" />
          </div>
        )}
      </SettingsCard>
      <div className={cn('grid gap-6 lg:grid-cols-2', usage.isPlaceholderData && 'opacity-60')}>
        <SettingsCard title={usageTexts.byMember}>
          <UsageTable
            label={usageTexts.byMember}
            nameColumn={usageTexts.columns.member}
            rows={data?.byMember.map((m) => ({
              key: m.userId ?? m.email,
              name: m.name.trim() || m.email,
              detail: m.name.trim() ? m.email : '',
              tokens: m.tokens,
              replies: m.replies,
            }))}
          />
        </SettingsCard>
        <SettingsCard title={usageTexts.byProject}>
          <UsageTable
            label={usageTexts.byProject}
            nameColumn={usageTexts.columns.project}
            rows={data?.byProject.map((p) => ({
              key: `${p.projectId}-${p.source}`,
              name: p.name,
              detail: '',
              tokens: p.tokens,
              replies: p.replies,
            }))}
          />
        </SettingsCard>
      </div>
    </>
  );
}

function PoolBar({ usage, dimmed }: { usage: WorkspaceUsage; dimmed: boolean }) {
  const share = usage.allowance > 0 ? Math.min(1, usage.used / usage.allowance) : 0;
  const percent = Math.round(share * 100);
  return (
    <div className={cn('transition-opacity', dimmed && 'opacity-60')}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium text-slate-900">
          {usageTexts.used(compact.format(usage.used), compact.format(usage.allowance))}
        </p>
        <p className="text-sm font-semibold text-slate-600 tabular-nums">{percent}%</p>
      </div>
      <div
        role="progressbar"
        aria-label={usageTexts.poolLabel}
        aria-valuemin={0}
        aria-valuemax={usage.allowance}
        aria-valuenow={Math.min(usage.used, usage.allowance)}
        aria-valuetext={usageTexts.used(compact.format(usage.used), compact.format(usage.allowance))}
        className="mt-3 h-3 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width]',
            share >= 0.9
              ? 'bg-red-500'
              : share >= 0.75
                ? 'bg-amber-500'
                : 'bg-gradient-to-r from-brand-500 to-accent-500',
          )}
          style={{ width: `${Math.max(share * 100, usage.used > 0 ? 1 : 0)}%` }}
        />
      </div>
      {usage.reserved > 0 && (
        <p className="mt-2 text-xs text-slate-500">{usageTexts.reserved(compact.format(usage.reserved))}</p>
      )}
    </div>
  );
}
