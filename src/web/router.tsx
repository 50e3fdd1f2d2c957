import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router';
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
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const LandingPage = page(
  () => import('./routes/landing'),
  (m) => m.LandingPage,
);
const ProductPage = page(
  () => import('./routes/product'),
  (m) => m.ProductPage,
);
const PricingPage = page(
  () => import('./routes/pricing'),
  (m) => m.PricingPage,
);
const ContactPage = page(
  () => import('./routes/contact'),
  (m) => m.ContactPage,
);
const PrivacyPolicyPage = page(
  () => import('./routes/privacy-policy'),
  (m) => m.PrivacyPolicyPage,
);
const TermsOfServicePage = page(
  () => import('./routes/terms-of-service'),
  (m) => m.TermsOfServicePage,
);
const CookiePolicyPage = page(
  () => import('./routes/cookie-policy'),
  (m) => m.CookiePolicyPage,
);
const AuthPage = page(
  () => import('./routes/auth'),
  (m) => m.AuthPage,
);
const DashboardPage = page(
  () => import('./routes/dashboard'),
  (m) => m.DashboardPage,
);
const ProfilePage = page(
  () => import('./routes/profile'),
  (m) => m.ProfilePage,
);
const BillingPage = page(
  () => import('./routes/billing'),
  (m) => m.BillingPage,
);
const IntegrationsPage = page(
  () => import('./routes/integrations'),
  (m) => m.IntegrationsPage,
);
const NotFoundPage = page(
  () => import('./routes/not-found'),
  (m) => m.NotFoundPage,
);
const SandboxCheckoutPage = page(
  () => import('./routes/sandbox-checkout'),
  (m) => m.SandboxCheckoutPage,
);
const SandboxPortalPage = page(
  () => import('./routes/sandbox-portal'),
  (m) => m.SandboxPortalPage,
);
const AppBuilderPage = page(
  () => import('./routes/app-builder'),
  (m) => m.AppBuilderPage,
);

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <SignInDialogProvider>
        <Suspense fallback={<PageSpinner label="Loading..." />}>
          <Routes>
            <Route element={<PublicLayout />}>
              <Route index element={<LandingPage />} />
              <Route path="product" element={<ProductPage />} />
              <Route path="pricing" element={<PricingPage />} />
              <Route path="contact" element={<ContactPage />} />
              <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
              <Route path="terms-of-service" element={<TermsOfServicePage />} />
              <Route path="cookie-policy" element={<CookiePolicyPage />} />
              <Route path="auth" element={<AuthPage />} />
              <Route element={<RequireAuth />}>
                <Route path="dashboard" element={<DashboardPage />} />
                <Route path="profile" element={<ProfilePage />} />
                <Route path="billing" element={<BillingPage />} />
                <Route path="integrations" element={<IntegrationsPage />} />
              </Route>
              <Route path="*" element={<NotFoundPage />} />
            </Route>
            {/* The sandbox payment provider's own pages (no Stripe configured): full window, no
                site chrome, like a provider's checkout. The checkout is open to guests; the portal is not. */}
            <Route path="sandbox/checkout/:checkoutId" element={<SandboxCheckoutPage />} />
            <Route element={<RequireAuth />}>
              <Route path="sandbox/portal" element={<SandboxPortalPage />} />
            </Route>
            {/* The builder fills the window (no site header or footer). It is not behind RequireAuth:
                the demo needs no account, and anyone may view a public or secret project (the
                server decides; others get "Project Not Found"). */}
            <Route path="app-builder/:projectId?" element={<AppBuilderPage />} />
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
