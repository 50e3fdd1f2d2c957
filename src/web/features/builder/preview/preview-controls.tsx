import { ExternalLinkIcon, MonitorIcon, RotateCwIcon, SmartphoneIcon, TabletIcon } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import { type PreviewDevice, previewDevices } from '../../../../shared/app-template';
import { builderTexts } from '../../../../shared/builder-texts';
import { previewTexts } from '../../../../shared/preview-texts';
import { buttonVariants } from '../../../components/ui/button';
import { HintButton } from '../../../components/ui/hint-button';
import { cn } from '../../../lib/cn';
import { SelectToggle } from '../visual-edit/select-toggle';
import type { PreviewController } from './use-preview-controller';

const deviceIcons: Record<PreviewDevice, typeof MonitorIcon> = {
  desktop: MonitorIcon,
  tablet: TabletIcon,
  phone: SmartphoneIcon,
};

/** Width, reload and "Open in New Tab" for the preview; `compact` keeps icons only (phones). */
export function PreviewControls({ controller, compact }: { controller: PreviewController | null; compact?: boolean }) {
  const ready = Boolean(controller?.openUrl);
  return (
    <div className="flex items-center gap-1.5">
      {controller && ready && !compact ? (
        <ToggleGroup.Root
          type="single"
          value={controller.device}
          onValueChange={(value) => value && controller.setDevice(value as PreviewDevice)}
          aria-label={previewTexts.devices}
          className="hidden gap-0.5 rounded-lg bg-slate-100 p-0.5 @min-[30rem]:flex"
        >
          {previewDevices.map((device) => {
            const Icon = deviceIcons[device.id];
            return (
              <ToggleGroup.Item
                key={device.id}
                value={device.id}
                aria-label={device.label}
                title={device.label}
                className="inline-flex size-7 cursor-pointer items-center justify-center rounded-md text-slate-500 transition hover:text-slate-900 data-[state=on]:bg-white data-[state=on]:text-slate-900 data-[state=on]:shadow-sm"
              >
                <Icon aria-hidden className="size-4" />
              </ToggleGroup.Item>
            );
          })}
        </ToggleGroup.Root>
      ) : null}
      {controller && ready && controller.visual.enabled ? (
        <SelectToggle visual={controller.visual} compact={compact} />
      ) : null}
      {controller && ready ? (
        <button
          type="button"
          aria-label={previewTexts.reload}
          title={previewTexts.reload}
          onClick={() => void controller.reload()}
          className={cn(buttonVariants({ variant: 'ghost', size: 'iconSm' }))}
        >
          <RotateCwIcon aria-hidden />
        </button>
      ) : null}
      {controller?.openUrl ? (
        <a
          href={controller.openUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={compact ? builderTexts.openInNewTab : undefined}
          className={cn(
            buttonVariants({ variant: 'outline', size: compact ? 'iconSm' : 'sm' }),
            !compact && '@max-[26rem]:w-8 @max-[26rem]:px-0',
          )}
        >
          <ExternalLinkIcon aria-hidden />
          {compact ? null : <span className="hidden @min-[26rem]:inline">{builderTexts.openInNewTab}</span>}
        </a>
      ) : (
        <HintButton
          hint={builderTexts.openInNewTabPending}
          label={builderTexts.openInNewTab}
          className={cn(
            buttonVariants({ variant: 'outline', size: compact ? 'iconSm' : 'sm' }),
            'hover:bg-white',
            !compact && '@max-[26rem]:w-8 @max-[26rem]:px-0',
          )}
        >
          <ExternalLinkIcon aria-hidden />
          {compact ? null : <span className="hidden @min-[26rem]:inline">{builderTexts.openInNewTab}</span>}
        </HintButton>
      )}
    </div>
  );
}
