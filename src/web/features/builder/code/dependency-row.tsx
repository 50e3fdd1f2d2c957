import { CircleAlertIcon, ClockIcon, Loader2Icon, PackageIcon, SparklesIcon, Trash2Icon } from 'lucide-react';
import { dependencyPanelTexts as texts } from '../../../../shared/builder-texts';
import type { DependencyView } from '../../../../shared/packages';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

function SourceBadge({ dependency }: { dependency: DependencyView }) {
  if (dependency.source === 'curated') {
    return (
      <Badge tone="brand" className="shrink-0" title={texts.readyMadeHint}>
        <SparklesIcon className="size-3" aria-hidden />
        {texts.readyMade}
      </Badge>
    );
  }
  return (
    <Badge tone="blue" className="shrink-0" title={texts.npmHint}>
      <PackageIcon className="size-3" aria-hidden />
      {texts.npm}
    </Badge>
  );
}

/** An npm package not ready yet says why: not looked up (registry unreachable) or not installed. */
function Status({ dependency }: { dependency: DependencyView }) {
  if (dependency.source === 'curated' || dependency.installed) return null;
  const unresolved = dependency.version === null;
  const Icon = unresolved ? CircleAlertIcon : ClockIcon;
  return (
    <span
      className={unresolved ? 'inline-flex items-center gap-1 text-amber-700' : 'inline-flex items-center gap-1'}
      title={unresolved ? texts.unresolvedHint : texts.pendingHint}
    >
      <Icon className="size-3" aria-hidden />
      {unresolved ? texts.unresolved : texts.pending}
    </span>
  );
}

/** One package: name, the exact version it is built with, where it comes from, and Remove for the owner. */
export function DependencyRow({
  dependency,
  canRemove,
  removing,
  onRemove,
}: {
  dependency: DependencyView;
  canRemove: boolean;
  removing: boolean;
  onRemove: () => void;
}) {
  const { name, requested, version } = dependency;
  const shownVersion = version ?? requested;
  return (
    <li className="flex items-center gap-3 px-4 py-2.5 transition hover:bg-slate-50">
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 items-center gap-2">
          <span className="truncate font-mono text-sm font-medium text-slate-900" title={name}>
            {name}
          </span>
          <SourceBadge dependency={dependency} />
        </div>
        <div className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-slate-500">
          <span className="font-mono" title={requested !== shownVersion ? texts.requested(requested) : undefined}>
            {shownVersion}
            {requested !== shownVersion ? <span className="text-slate-400"> ({requested})</span> : null}
          </span>
          <Status dependency={dependency} />
        </div>
      </div>
      {canRemove ? (
        <Button
          variant="ghost"
          size="iconSm"
          onClick={onRemove}
          disabled={removing}
          aria-label={texts.remove(name)}
          title={texts.remove(name)}
          className="shrink-0 text-slate-400 hover:bg-red-50 hover:text-red-600"
        >
          {removing ? <Loader2Icon className="animate-spin" aria-hidden /> : <Trash2Icon aria-hidden />}
        </Button>
      ) : null}
    </li>
  );
}
