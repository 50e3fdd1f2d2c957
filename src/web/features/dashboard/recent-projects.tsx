import { RotateCwIcon, TriangleAlertIcon } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Navigate } from 'react-router';
import { toasts } from '../../../shared/messages';
import { projectLimits } from '../../../shared/projects';
import { Button } from '../../components/ui/button';
import { notify } from '../../components/ui/toaster';
import { cn } from '../../lib/cn';
import { useProjectList } from '../projects/use-project-list';
import { Pagination } from './pagination';
import { ProjectCard, ProjectCardSkeleton } from './project-card';
import { ProjectListControls } from './project-list-controls';
import { EmptyProjects, NoMatchingProjects } from './project-list-empty';
import { useListParams } from './use-list-params';

const gridClass = 'mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/**
 * The Recent Projects grid of one workspace: six a page, searched by name, by last opened or
 * name; all kept in the URL.
 */
export function RecentProjects({ workspaceId, canCreate }: { workspaceId?: string; canCreate: boolean }) {
  const { page, q, sort, searchFor, setFilter } = useListParams();
  const list = useProjectList(page, q, sort, workspaceId);
  const { data, isError, error, isPlaceholderData, refetch, isFetching } = list;
  // One clock per render of the list, so every card measures "today" from the same moment.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new reading whenever the list changes
  const now = useMemo(() => new Date(), [data]);

  // The spec's toast, once per failure: each failed attempt brings a new error object.
  useEffect(() => {
    if (!isError) return;
    console.error('project list failed', error);
    const toast = toasts.loadProjectsFailed(error.message);
    notify.error(toast.title, toast.description);
  }, [isError, error]);

  // A page past the end (a stale link, or the last project's page emptied) shows the last real page.
  if (data && !isPlaceholderData && page > data.pageCount) {
    return <Navigate to={{ search: searchFor(data.pageCount) }} replace />;
  }

  const total = data?.total ?? 0;
  return (
    <section aria-labelledby="recent-heading">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id="recent-heading" className="text-lg font-semibold text-slate-900">
          Recent Projects
        </h2>
        {data && total > 0 && (
          <p className="mr-auto text-sm text-slate-500 sm:ml-3">
            {total} {total === 1 ? 'project' : 'projects'}
            {data.pageCount > 1 && ` · page ${data.page} of ${data.pageCount}`}
          </p>
        )}
        {(total > 0 || q) && <ProjectListControls q={q} sort={sort} onChange={setFilter} />}
      </div>

      {isError && !data ? (
        <div
          role="alert"
          className="mt-4 flex flex-col items-center rounded-2xl border border-red-200 bg-white p-8 text-center shadow-sm"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-red-50 text-red-600">
            <TriangleAlertIcon className="size-6" aria-hidden />
          </span>
          <p className="mt-4 font-semibold text-slate-900">{toasts.loadProjectsFailed().title}</p>
          <p className="mt-1 text-sm text-slate-600">{error.message}</p>
          <Button variant="outline" className="mt-4" onClick={() => refetch()} disabled={isFetching}>
            <RotateCwIcon className={cn(isFetching && 'animate-spin')} aria-hidden />
            Try again
          </Button>
        </div>
      ) : !data ? (
        <>
          <p role="status" className="sr-only">
            Loading projects...
          </p>
          <ul className={gridClass} aria-hidden>
            {Array.from({ length: projectLimits.pageSize }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, fixed in number
              <li key={i}>
                <ProjectCardSkeleton />
              </li>
            ))}
          </ul>
        </>
      ) : data.projects.length === 0 && q ? (
        <NoMatchingProjects q={q} onClear={() => setFilter({ q: '' })} />
      ) : data.projects.length === 0 ? (
        <EmptyProjects canCreate={canCreate} />
      ) : (
        <>
          <ul
            aria-busy={isPlaceholderData}
            className={cn(gridClass, 'transition-opacity', isPlaceholderData && 'opacity-60')}
          >
            {data.projects.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} now={now} />
              </li>
            ))}
          </ul>
          <Pagination page={page} pageCount={data.pageCount} searchFor={searchFor} className="mt-8" />
        </>
      )}
    </section>
  );
}
