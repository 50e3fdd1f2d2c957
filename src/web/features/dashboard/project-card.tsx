import { ClockIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { cn } from '../../lib/cn';
import { ProjectStatusBadge } from '../projects/project-status-badge';
import type { ProjectSummary } from '../projects/use-project-list';
import { VisibilityLabel } from '../projects/visibility-label';
import { ProjectCardMenu } from './project-card-menu';
import { relativeDate } from './relative-date';

const cardClass = 'flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';

/**
 * One recent project. The name is the link; it stretches over the whole card so the card is one
 * click target while screen readers hear just the name.
 */
export function ProjectCard({ project, now }: { project: ProjectSummary; now: Date }) {
  const opened = new Date(project.lastAccessedAt);
  return (
    <article
      className={cn(
        cardClass,
        'group relative transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold text-slate-900">
          <Link
            to={paths.appBuilder(project.id)}
            className="line-clamp-1 break-all after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none group-hover:text-brand-700"
          >
            {project.name}
          </Link>
        </h3>
        <div className="flex shrink-0 items-center gap-1">
          <ProjectStatusBadge status={project.status} />
          <ProjectCardMenu project={project} role={project.role} />
        </div>
      </div>
      <div className="mt-2 mb-4 flex-1">
        <p className="line-clamp-3 text-sm leading-relaxed break-words text-slate-600">
          {project.description || <span className="text-slate-400 italic">No description</span>}
        </p>
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-3 text-xs text-slate-500">
        <span className="inline-flex items-center gap-1">
          <ClockIcon className="size-3.5" aria-hidden />
          <span>
            Opened <time dateTime={project.lastAccessedAt}>{relativeDate(opened, now)}</time>
          </span>
        </span>
        <VisibilityLabel visibility={project.visibility} />
      </div>
    </article>
  );
}

/** The card's shape while the list loads, so nothing jumps when it arrives. */
export function ProjectCardSkeleton() {
  return (
    <div className={cn(cardClass, 'animate-pulse')} aria-hidden>
      <div className="flex items-start justify-between gap-3">
        <div className="h-4 w-2/3 rounded bg-slate-200" />
        <div className="h-5 w-16 rounded-full bg-slate-200/70" />
      </div>
      <div className="mt-4 space-y-2">
        <div className="h-3 w-full rounded bg-slate-200/70" />
        <div className="h-3 w-11/12 rounded bg-slate-200/70" />
        <div className="h-3 w-3/5 rounded bg-slate-200/70" />
      </div>
      <div className="mt-6 flex justify-between border-t border-slate-100 pt-3">
        <div className="h-3 w-24 rounded bg-slate-200/70" />
        <div className="h-3 w-12 rounded bg-slate-200/70" />
      </div>
    </div>
  );
}
