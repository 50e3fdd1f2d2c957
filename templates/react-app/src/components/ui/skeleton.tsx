import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/** A pulsing block that stands in for content while it loads. */
function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="skeleton" className={cn('animate-pulse rounded-md bg-accent', className)} {...props} />;
}

export { Skeleton };
