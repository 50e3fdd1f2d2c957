import { PlayIcon } from 'lucide-react';
import type { ReactNode } from 'react';
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

interface DashboardHeaderProps {
  firstName: string;
  email: string;
  /** The workspace switcher, beside the demo link. */
  workspace?: ReactNode;
}

export function DashboardHeader({ firstName, email, workspace }: DashboardHeaderProps) {
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
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {workspace}
        <Link
          to={paths.appBuilder('demo')}
          className={buttonVariants({ variant: 'outline', className: 'self-start sm:self-auto' })}
        >
          <PlayIcon className="fill-current" aria-hidden />
          Try Live Demo
        </Link>
      </div>
    </header>
  );
}
