import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { cn } from '../../lib/cn';

/** A signed-in settings page (profile, integrations): back to the dashboard, title, intro, content. */
export function AccountPage({
  title,
  intro,
  wide,
  children,
}: {
  title: string;
  intro: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="min-h-full bg-slate-50 px-4 py-8 sm:px-6 sm:py-12">
      <div className={cn('mx-auto', wide ? 'max-w-5xl' : 'max-w-3xl')}>
        <Link
          to={paths.dashboard}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-brand-700"
        >
          <ArrowLeftIcon className="size-4" aria-hidden />
          Back to Dashboard
        </Link>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        {intro}
        {children}
      </div>
    </div>
  );
}
