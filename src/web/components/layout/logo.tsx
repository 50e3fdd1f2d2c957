import { Link } from 'react-router';
import { brand } from '../../../shared/brand';
import { cn } from '../../lib/cn';

export function Logo({ dark = false, className }: { dark?: boolean; className?: string }) {
  return (
    <Link
      to="/"
      className={cn('flex items-center gap-2 font-semibold tracking-tight', className)}
      aria-label={`${brand.name} home`}
    >
      <img src="/favicon.svg" alt="" className="size-8" />
      <span className={cn('text-lg', dark ? 'text-white' : 'text-slate-900')}>{brand.name}</span>
    </Link>
  );
}
