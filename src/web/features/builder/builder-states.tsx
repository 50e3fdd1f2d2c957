import { FolderSearchIcon, Loader2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { builderTexts } from '../../../shared/builder-texts';
import { paths } from '../../../shared/routes';
import { buttonVariants } from '../../components/ui/button';

/** While the project, its messages and files load. */
export function BuilderLoading() {
  return (
    <div role="status" className="flex h-dvh flex-col items-center justify-center gap-3 bg-slate-50 text-slate-600">
      <Loader2Icon aria-hidden className="size-8 animate-spin text-brand-600" />
      <p className="text-sm font-medium">{builderTexts.loading}</p>
    </div>
  );
}

/** No such project, or a private one that is not the viewer's (the server does not say which). */
export function BuilderNotFound() {
  return (
    <main id="main" className="flex h-dvh flex-col items-center justify-center bg-slate-50 px-6 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-white text-slate-400 shadow-sm ring-1 ring-slate-200">
        <FolderSearchIcon aria-hidden className="size-8" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">{builderTexts.notFoundTitle}</h1>
      <p className="mt-2 max-w-md text-slate-600">{builderTexts.notFoundBody}</p>
      <Link to={paths.dashboard} className={buttonVariants({ className: 'mt-6' })}>
        {builderTexts.backToDashboard}
      </Link>
    </main>
  );
}
