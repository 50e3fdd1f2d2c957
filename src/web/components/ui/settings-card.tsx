import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';

interface SettingsCardProps {
  title: string;
  description?: ReactNode;
  /** Sits right after the title, e.g. a status badge. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One settings section: a titled white card, the same shape on every profile tab, named by its title. */
export function SettingsCard({ title, description, aside, className, children }: SettingsCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7', className)}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {aside}
      </div>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** A short explanatory line with an icon, for what happens next (links sent, devices signed out). */
export function Note({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50/60 p-3.5 text-sm text-slate-700 [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0 [&>svg]:text-brand-600">
      {icon}
      <div className="min-w-0">{children}</div>
    </div>
  );
}
