import { PlayIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { buttonVariants } from '../../components/ui/button';

/** "Good morning" until noon, "Good afternoon" until six, then "Good evening" (local time). */
export function greetingFor(date: Date): string {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

export function DashboardHeader({ firstName, email }: { firstName: string; email: string }) {
  const name = firstName.trim();
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {greetingFor(new Date())}
          {name && `, ${name}`}
        </h1>
        <p className="mt-1 truncate text-sm text-slate-600">
          Signed in as <span className="font-medium text-slate-900">{email}</span>
        </p>
      </div>
      <Link
        to={paths.appBuilder('demo')}
        className={buttonVariants({ variant: 'outline', className: 'self-start sm:self-auto' })}
      >
        <PlayIcon className="fill-current" aria-hidden />
        Try Live Demo
      </Link>
    </header>
  );
}
