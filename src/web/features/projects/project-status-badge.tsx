import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';

// The spec's colours: completed green, building blue, anything else (draft, archived, unknown) grey.
const tones: Record<string, 'green' | 'blue'> = { completed: 'green', building: 'blue' };
const dots = { green: 'bg-emerald-500', blue: 'bg-sky-500', grey: 'bg-slate-400' } as const;

interface ProjectStatusBadgeProps {
  status: string;
  className?: string;
  /** In a crowded header: on phones only the coloured dot shows (the word stays for screen readers). */
  dotOnPhone?: boolean;
}

export function ProjectStatusBadge({ status, className, dotOnPhone }: ProjectStatusBadgeProps) {
  const tone = tones[status] ?? 'grey';
  const label = status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown';
  return (
    <Badge
      tone={tone}
      title={label}
      data-tone={tone}
      className={cn('shrink-0', dotOnPhone && 'max-sm:bg-transparent max-sm:px-1', className)}
    >
      <span className="relative flex size-1.5" aria-hidden>
        {status === 'building' && (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-sky-400 opacity-75 motion-reduce:hidden" />
        )}
        <span className={cn('relative inline-flex size-1.5 rounded-full', dots[tone])} />
      </span>
      <span className={cn(dotOnPhone && 'sr-only sm:not-sr-only')}>{label}</span>
    </Badge>
  );
}
