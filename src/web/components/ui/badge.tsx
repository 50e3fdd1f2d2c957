import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const badgeVariants = cva('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold', {
  variants: {
    tone: {
      brand: 'bg-brand-100 text-brand-700',
      green: 'bg-emerald-100 text-emerald-700',
      blue: 'bg-sky-100 text-sky-700',
      grey: 'bg-slate-100 text-slate-600',
      dark: 'bg-white/10 text-white ring-1 ring-white/20',
      gradient: 'bg-gradient-to-r from-brand-500 to-accent-500 text-white',
    },
  },
  defaultVariants: { tone: 'brand' },
});

export function Badge({ className, tone, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
