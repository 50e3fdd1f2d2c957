import { FolderOpenIcon, SearchXIcon } from 'lucide-react';
import { projectActionTexts } from '../../../shared/project-actions';
import { switcherTexts } from '../../../shared/workspace-texts';
import { Button } from '../../components/ui/button';

const boxClass =
  'mt-4 flex flex-col items-center rounded-2xl border-2 border-dashed border-slate-200 bg-white px-6 py-12 text-center';
const iconClass = 'inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600';

export function EmptyProjects({ canCreate }: { canCreate: boolean }) {
  return (
    <div className={boxClass}>
      <span className={iconClass}>
        <FolderOpenIcon className="size-6" aria-hidden />
      </span>
      <p className="mt-4 font-semibold text-slate-900">No projects yet</p>
      <p className="mt-1 max-w-sm text-sm text-slate-600">
        {canCreate
          ? 'Describe an app in the box above or pick a quick start, and your first project will appear here.'
          : switcherTexts.noProjectsViewer}
      </p>
    </div>
  );
}

/** A search that matches nothing: say so, and offer the way back to every project. */
export function NoMatchingProjects({ q, onClear }: { q: string; onClear: () => void }) {
  return (
    <div className={boxClass}>
      <span className={iconClass}>
        <SearchXIcon className="size-6" aria-hidden />
      </span>
      <p className="mt-4 font-semibold text-slate-900">{projectActionTexts.noMatchesTitle}</p>
      <p className="mt-1 max-w-sm text-sm break-words text-slate-600">{projectActionTexts.noMatchesBody(q)}</p>
      <Button variant="outline" className="mt-4" onClick={onClear}>
        {projectActionTexts.clearSearch}
      </Button>
    </div>
  );
}
