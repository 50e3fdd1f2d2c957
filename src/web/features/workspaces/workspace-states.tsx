import { SparklesIcon, UserIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { settingsTexts } from '../../../shared/workspace-texts';
import { Button, buttonVariants } from '../../components/ui/button';

/** The workspace could not be read (not a member, or the server is away): why, and try again. */
export function WorkspaceLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="mt-8 rounded-2xl border border-red-200 bg-white p-6 text-center shadow-sm">
      <p className="font-medium text-slate-900">{settingsTexts.loadFailed}</p>
      <p className="mt-1 text-sm text-slate-600">{error.message}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Button variant="outline" onClick={onRetry}>
          {settingsTexts.tryAgain}
        </Button>
        <Link to={paths.dashboard} className={buttonVariants({ variant: 'ghost' })}>
          {settingsTexts.backToDashboard}
        </Link>
      </div>
    </div>
  );
}

/** A personal workspace has no one to invite: say so, and where a team comes from. */
export function PersonalWorkspaceNote() {
  return (
    <div className="mt-8 flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-slate-100 text-slate-600">
        <UserIcon className="size-6" aria-hidden />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{settingsTexts.personalTitle}</h2>
      <p className="mt-1 max-w-md text-sm text-slate-600">{settingsTexts.personalBody}</p>
      <Link to={paths.pricing} className={buttonVariants({ variant: 'gradient', className: 'mt-5' })}>
        <SparklesIcon aria-hidden />
        {settingsTexts.seePlans}
      </Link>
    </div>
  );
}
