import { GlobeIcon, LinkIcon, LockIcon } from 'lucide-react';
import { visibilityOptions } from '../../../shared/projects';
import { cn } from '../../lib/cn';

const icons = { public: GlobeIcon, private: LockIcon, secret: LinkIcon } as const;

/** Who can see a project, as a small icon and word; the option's description is the tooltip. */
export function VisibilityLabel({ visibility, className }: { visibility: string; className?: string }) {
  // Absent or unknown reads as public, the default.
  const option = visibilityOptions.find((o) => o.value === visibility) ?? visibilityOptions[0];
  const Icon = icons[option.value];
  return (
    <span title={option.description} className={cn('inline-flex items-center gap-1', className)}>
      <Icon className="size-3.5" aria-hidden />
      {option.label}
    </span>
  );
}
