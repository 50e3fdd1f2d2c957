import { FlaskConicalIcon, GlobeIcon } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import { type AppDataEnvironment, appDataEnvironments } from '../../../../shared/app-data';
import { appDataTexts } from '../../../../shared/app-data-texts';

const icons = { preview: FlaskConicalIcon, live: GlobeIcon } as const;

/** Preview or live data: two radios, like the preview's device widths. */
export function EnvironmentSwitch({
  value,
  onChange,
}: {
  value: AppDataEnvironment;
  onChange: (env: AppDataEnvironment) => void;
}) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      onValueChange={(next) => next && onChange(next as AppDataEnvironment)}
      aria-label={appDataTexts.environment}
      className="flex shrink-0 gap-0.5 rounded-lg bg-slate-100 p-0.5"
    >
      {appDataEnvironments.map((env) => {
        const Icon = icons[env];
        return (
          <ToggleGroup.Item
            key={env}
            value={env}
            title={appDataTexts.environmentHint[env]}
            className="inline-flex h-7 cursor-pointer items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-slate-600 transition hover:text-slate-900 data-[state=on]:bg-white data-[state=on]:text-slate-900 data-[state=on]:shadow-sm [&_svg]:size-3.5"
          >
            <Icon aria-hidden />
            {appDataTexts[env]}
          </ToggleGroup.Item>
        );
      })}
    </ToggleGroup.Root>
  );
}
