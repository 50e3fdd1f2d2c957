import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { PageSpinner } from './components/ui/page-spinner';
import { RequireAuth } from './features/auth/require-auth';
import { SignInDialogProvider } from './features/auth/sign-in-dialog-context';
import { PublicLayout } from './routes/public-layout';
import { RouteErrorBoundary } from './routes/route-error';

/**
 * Every page is its own chunk, loaded when visited: a public page carries only what it shows,
 * and the dashboard, billing, profile or builder code arrives only for those who open them.
 * Plain routes, not a data router: no page loads data through the router, and the data router
 * would add about 17 kB of script to every page.
 */
interface Page {
  /** Set once the chunk has arrived. */
  loaded: ComponentType | null;
  /** Suspends until the chunk arrives. */
  Lazy: ComponentType;
  load(): Promise<unknown>;
}

/** A page whose chunk loads on first use; once loaded (or preloaded) it renders without suspending. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Page {
  const entry: Page = {
    loaded: null,
    load: () =>
      load().then((module) => {
        entry.loaded = pick(module);
        return entry.loaded;
      }),
    Lazy: lazy(() => entry.load().then((component) => ({ default: component as ComponentType }))),
  };
  return entry;
}

function PageView({ page }: { page: Page }) {
  const Shown = page.loaded ?? page.Lazy;
  return <Shown />;
}

/** Where a page sits: in the site's header and footer or the whole window, and whether it needs a session. */
type Frame = 'site' | 'site-signed-in' | 'window' | 'window-signed-in';

const pages: Array<{ path: string; frame: Frame; page: Page }> = [
  {
    path: '/',
    frame: 'site',
    page: page(
      () => import('./routes/landing'),
      (m) => m.LandingPage,
    ),
  },
  {
    path: '/product',
    frame: 'site',
    page: page(
      () => import('./routes/product'),
      (m) => m.ProductPage,
    ),
  },
  {
    path: '/pricing',
    frame: 'site',
    page: page(
      () => import('./routes/pricing'),
      (m) => m.PricingPage,
    ),
  },
  {
    path: '/contact',
    frame: 'site',
    page: page(
      () => import('./routes/contact'),
      (m) => m.ContactPage,
    ),
  },
  {
    path: '/privacy-policy',
    frame: 'site',
    page: page(
      () => import('./routes/privacy-policy'),
      (m) => m.PrivacyPolicyPage,
    ),
  },
  {
    path: '/terms-of-service',
    frame: 'site',
    page: page(
      () => import('./routes/terms-of-service'),
      (m) => m.TermsOfServicePage,
    ),
  },
  {
    path: '/cookie-policy',
    frame: 'site',
    page: page(
      () => import('./routes/cookie-policy'),
      (m) => m.CookiePolicyPage,
    ),
  },
  {
    path: '/auth',
    frame: 'site',
    page: page(
      () => import('./routes/auth'),
      (m) => m.AuthPage,
    ),
  },
  {
    path: '/dashboard',
    frame: 'site-signed-in',
    page: page(
      () => import('./routes/dashboard'),
      (m) => m.DashboardPage,
    ),
  },
  {
    path: '/profile',
    frame: 'site-signed-in',
    page: page(
      () => import('./routes/profile'),
      (m) => m.ProfilePage,
    ),
  },
  {
    path: '/billing',
    frame: 'site-signed-in',
    page: page(
      () => import('./routes/billing'),
      (m) => m.BillingPage,
    ),
  },
  {
    path: '/integrations',
    frame: 'site-signed-in',
    page: page(
      () => import('./routes/integrations'),
      (m) => m.IntegrationsPage,
    ),
  },
  {
    path: '/workspaces/:workspaceId/settings',
    frame: 'site-signed-in',
    page: page(
      () => import('./routes/workspace-settings'),
      (m) => m.WorkspaceSettingsPage,
    ),
  },
  // An "approve single sign-on" e-mail's link: for the person it was mailed to, signed in or not.
  {
    path: '/sso/link',
    frame: 'site',
    page: page(
      () => import('./routes/sso-link'),
      (m) => m.SsoLinkPage,
    ),
  },
  // An invitation e-mail's link: visitors sign in first and come back to it.
  {
    path: '/invite/:token',
    frame: 'site-signed-in',
    page: page(
      () => import('./routes/invite'),
      (m) => m.InvitePage,
    ),
  },
  // The sandbox payment provider's own pages (no Stripe configured): full window, no site
  // chrome, like a provider's checkout. The checkout is open to guests; the portal is not.
  {
    path: '/sandbox/checkout/:checkoutId',
    frame: 'window',
    page: page(
      () => import('./routes/sandbox-checkout'),
      (m) => m.SandboxCheckoutPage,
    ),
  },
  {
    path: '/sandbox/portal',
    frame: 'window-signed-in',
    page: page(
      () => import('./routes/sandbox-portal'),
      (m) => m.SandboxPortalPage,
    ),
  },
  // The builder fills the window. It needs no session: the demo needs no account, and anyone may
  // view a public or secret project (the server decides; others get "Project Not Found").
  {
    path: '/app-builder/:projectId?',
    frame: 'window',
    page: page(
      () => import('./routes/app-builder'),
      (m) => m.AppBuilderPage,
    ),
  },
  // Last: any other path.
  {
    path: '*',
    frame: 'site',
    page: page(
      () => import('./routes/not-found'),
      (m) => m.NotFoundPage,
    ),
  },
];

/** Loads the chunk of the page at this path, so the first render (or hydration) needs no fallback. */
export function loadPageAt(pathname: string) {
  const found = pages.find(({ path }) => matchPath({ path, end: true }, pathname));
  return found?.page.load();
}

const routesIn = (frame: Frame) =>
  pages
    .filter((p) => p.frame === frame)
    .map(({ path, page }) => <Route key={path} path={path} element={<PageView page={page} />} />);

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <SignInDialogProvider>
        <Suspense fallback={<PageSpinner label="Loading..." />}>
          <Routes>
            <Route element={<PublicLayout />}>
              {routesIn('site')}
              <Route element={<RequireAuth />}>{routesIn('site-signed-in')}</Route>
            </Route>
            {routesIn('window')}
            <Route element={<RequireAuth />}>{routesIn('window-signed-in')}</Route>
          </Routes>
          <MarkHydrated />
        </Suspense>
      </SignInDialogProvider>
    </RouteErrorBoundary>
  );
}

/**
 * Marks the page as running once its markup is React's: a prerendered page shows before its
 * code has arrived, and the browser journeys wait for this before they click.
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
