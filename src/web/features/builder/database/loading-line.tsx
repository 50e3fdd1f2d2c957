import { Loader2Icon } from 'lucide-react';
import { appDataTexts } from '../../../../shared/app-data-texts';
import { cn } from '../../../lib/cn';

/** The Database tab's one loading line; where it sits (padding, centring) is the caller's. */
export function LoadingLine({ className, iconClassName = 'size-4' }: { className?: string; iconClassName?: string }) {
  return (
    <p role="status" className={cn('flex items-center gap-2 text-sm text-slate-500', className)}>
      <Loader2Icon aria-hidden className={cn('animate-spin text-brand-600', iconClassName)} />
      {appDataTexts.loading}
    </p>
  );
}
