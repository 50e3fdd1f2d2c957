import { ChevronDownIcon } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import { chatTexts } from '../../../../shared/builder-chat-texts';
import { type AiModelId, aiModels } from '../../../../shared/projects';
import { notWorkingTexts } from '../../../../shared/provider-fault-texts';
import { SelectContent, SelectItem } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { type ModelStatus, useModelStatus } from '../session/use-model-status';

type Tier = (typeof aiModels)[number]['tier'];

const tierClass: Record<Tier, string> = {
  Premium: 'bg-accent-500/10 text-accent-500',
  Standard: 'bg-brand-50 text-brand-700',
  Economy: 'bg-emerald-50 text-emerald-700',
};

function TierBadge({ tier }: { tier: Tier }) {
  return <span className={cn('rounded-full px-1.5 py-px text-[11px] font-semibold', tierClass[tier])}>{tier}</span>;
}

// Green: a configured provider answers this choice; grey: the built-in engine stands in for it;
// red: its last call had its key refused or its model unknown (the reason is the label).
function StatusDot({ status }: { status: ModelStatus }) {
  const label = status.problem
    ? `${notWorkingTexts.label}: ${status.problem}`
    : status.live
      ? 'Live'
      : 'Runs on the built-in engine';
  const colour = status.problem ? 'bg-red-500' : status.live ? 'bg-emerald-500' : 'bg-slate-300';
  return (
    <span title={label} className="inline-flex items-center gap-1">
      <span aria-hidden className={cn('size-1.5 rounded-full', colour)} />
      {status.problem ? (
        <span aria-hidden className="text-[11px] font-medium text-red-600">
          {notWorkingTexts.label}
        </span>
      ) : null}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The four models with their tiers; the trigger shows the chosen one. */
export function ModelPicker({
  value,
  onChange,
  disabled,
}: {
  value: AiModelId;
  onChange: (model: AiModelId) => void;
  disabled?: boolean;
}) {
  const statusOf = useModelStatus();
  return (
    <SelectPrimitive.Root value={value} onValueChange={(next) => onChange(next as AiModelId)} disabled={disabled}>
      <SelectPrimitive.Trigger
        aria-label={chatTexts.modelLabel}
        className="inline-flex h-8 min-w-0 items-center gap-1.5 rounded-lg border border-slate-200 bg-white px-2.5 text-sm text-slate-800 shadow-xs transition hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60 data-[state=open]:border-brand-400"
      >
        <span className="flex min-w-0 items-center gap-1.5 truncate">
          <SelectPrimitive.Value />
        </span>
        <SelectPrimitive.Icon className="text-slate-400">
          <ChevronDownIcon className="size-3.5" aria-hidden />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectContent className="min-w-56">
        {aiModels.map((model) => (
          <SelectItem key={model.id} value={model.id}>
            <span className="flex items-center gap-2">
              {model.label}
              <TierBadge tier={model.tier} />
              <StatusDot status={statusOf(model.id)} />
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </SelectPrimitive.Root>
  );
}
