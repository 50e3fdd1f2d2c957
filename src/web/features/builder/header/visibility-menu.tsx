import { CheckIcon, ChevronDownIcon, EyeOffIcon, GlobeIcon, LinkIcon, type LucideIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { builderTexts, builderToasts } from '../../../../shared/builder-texts';
import { type Visibility, visibilityOptions } from '../../../../shared/projects';
import { notify } from '../../../components/ui/toaster';
import { cn } from '../../../lib/cn';

const icons: Record<Visibility, LucideIcon> = { public: GlobeIcon, private: EyeOffIcon, secret: LinkIcon };

const triggerClass =
  'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg border border-white/15 bg-white/5 px-2 text-sm sm:px-2.5 font-medium text-slate-100 transition-colors hover:bg-white/10 [&_svg]:size-4';

/**
 * Public, private or secret, each with what it means. Only the owner may change it: for others
 * the control is disabled, and pressing it anyway says why.
 */
export function VisibilityMenu({
  visibility,
  canChange,
  onChange,
}: {
  visibility: Visibility;
  canChange: boolean;
  onChange: (visibility: Visibility) => Promise<void>;
}) {
  const current = visibilityOptions.find((o) => o.value === visibility) ?? visibilityOptions[0];
  const Icon = icons[current.value];
  const label = `${builderTexts.visibilityLabel}: ${current.label}`;
  const content = (
    <>
      <Icon aria-hidden />
      <span className="hidden lg:inline">{current.label}</span>
    </>
  );

  if (!canChange) {
    return (
      <button
        type="button"
        aria-label={label}
        aria-disabled="true"
        title={builderTexts.ownerOnlyVisibility}
        onClick={() => notify.error(builderToasts.accessDenied.title, builderToasts.accessDenied.description)}
        className={cn(triggerClass, 'cursor-not-allowed opacity-50 hover:bg-white/5')}
      >
        {content}
      </button>
    );
  }

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger aria-label={label} className={cn(triggerClass, 'cursor-pointer')}>
        {content}
        <ChevronDownIcon aria-hidden className="hidden text-slate-400 sm:block" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-72 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl"
        >
          <DropdownMenu.Label className="px-2 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {builderTexts.visibilityLabel}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={current.value}
            onValueChange={(value) => {
              if (value !== current.value) onChange(value as Visibility).catch(() => {}); // toasts come from the session
            }}
          >
            {visibilityOptions.map((option) => {
              const OptionIcon = icons[option.value];
              return (
                <DropdownMenu.RadioItem
                  key={option.value}
                  value={option.value}
                  className="flex cursor-pointer items-start gap-3 rounded-lg px-2 py-2 outline-none data-[highlighted]:bg-slate-100 data-[state=checked]:bg-brand-50"
                >
                  <OptionIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-medium text-slate-900">{option.label}</span>
                    <span className="block text-xs text-slate-500">{option.description}</span>
                  </span>
                  <DropdownMenu.ItemIndicator className="mt-0.5 text-brand-600">
                    <CheckIcon aria-hidden className="size-4" />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              );
            })}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
