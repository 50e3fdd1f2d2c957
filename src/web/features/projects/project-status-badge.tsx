import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';

// The spec's colours: completed green, building blue, anything else (draft, archived, unknown) grey.
const tones: Record<string, 'green' | 'blue'> = { completed: 'green', building: 'blue' };

export function ProjectStatusBadge({ status, className }: { status: string; className?: string }) {
  const tone = tones[status] ?? 'grey';
  return (
    <Badge tone={tone} className={cn('shrink-0 capitalize', className)} data-tone={tone}>
      {status === 'building' && (
        <span className="relative flex size-1.5" aria-hidden>
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-sky-400 opacity-75 motion-reduce:hidden" />
          <span className="relative inline-flex size-1.5 rounded-full bg-sky-500" />
        </span>
      )}
      {status}
    </Badge>
  );
}
