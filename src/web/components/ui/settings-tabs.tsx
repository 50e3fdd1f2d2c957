import { Tabs } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const SettingsTabs = Tabs.Root;

/** A segmented bar: four equal columns so all tabs stay visible on a 390 px phone. */
export function SettingsTabList({ className, ...props }: ComponentProps<typeof Tabs.List>) {
  return (
    <Tabs.List
      className={cn('grid grid-cols-4 gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-sm', className)}
      {...props}
    />
  );
}

export function SettingsTabTrigger({ className, ...props }: ComponentProps<typeof Tabs.Trigger>) {
  return (
    <Tabs.Trigger
      className={cn(
        'inline-flex min-w-0 cursor-pointer items-center justify-center gap-2 rounded-lg px-1.5 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-50 hover:text-slate-900 data-[state=active]:bg-brand-600 data-[state=active]:text-white data-[state=active]:shadow-sm [&_svg]:hidden [&_svg]:size-4 [&_svg]:shrink-0 sm:[&_svg]:block',
        className,
      )}
      {...props}
    />
  );
}

export function SettingsTabContent({ className, ...props }: ComponentProps<typeof Tabs.Content>) {
  return <Tabs.Content className={cn('mt-6 grid gap-6 rounded-2xl', className)} {...props} />;
}
