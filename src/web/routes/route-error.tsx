import { Link, useRouteError } from 'react-router';
import { buttonVariants } from '../components/ui/button';

/** Shown instead of a blank page when a screen throws while rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <section className="bg-hero flex min-h-dvh items-center justify-center px-4 text-center">
      <div>
        <h1 className="text-2xl font-semibold text-white">Something went wrong</h1>
        <p className="mt-2 text-slate-400">This screen hit an unexpected error. Reloading usually helps.</p>
        <div className="mt-8 flex justify-center gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className={buttonVariants({ variant: 'gradient' })}
          >
            Reload
          </button>
          <Link to="/" className={buttonVariants({ variant: 'outlineDark' })}>
            Return to Home
          </Link>
        </div>
      </div>
    </section>
  );
}
