import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';

const tones = { completed: 'green', building: 'blue' } as const;
const dots = { green: 'bg-emerald-500', blue: 'bg-sky-500', grey: 'bg-slate-400' } as const;

/** The project's status: completed green, building blue, anything else grey (spec). A dot alone on phones. */
export function StatusBadge({ status }: { status: string }) {
  const tone = tones[status as keyof typeof tones] ?? 'grey';
  const label = status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown';
  return (
    <Badge tone={tone} title={label} className="shrink-0 max-sm:bg-transparent max-sm:px-1">
      <span
        aria-hidden
        className={cn('size-2 rounded-full sm:size-1.5', dots[tone], status === 'building' && 'animate-pulse')}
      />
      <span className="sr-only sm:not-sr-only">{label}</span>
    </Badge>
  );
}
