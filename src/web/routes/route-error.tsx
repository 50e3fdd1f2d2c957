import { Component, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '../components/ui/button';

/** Shown instead of a blank page when a screen throws while rendering. */
export function RouteErrorPage() {
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

/** Catches a page that throws; going to another page tries again. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary pathname={pathname}>{children}</ErrorBoundary>;
}

interface BoundaryState {
  failed: boolean;
  pathname: string;
}

class ErrorBoundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
