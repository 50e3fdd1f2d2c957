import { createBrowserRouter } from 'react-router';
import { builderTexts } from '../shared/builder-texts';
import { PageSpinner } from './components/ui/page-spinner';
import { RequireAuth } from './features/auth/require-auth';
import { AppShell } from './routes/app-shell';
import { AuthPage } from './routes/auth';
import { BillingPage } from './routes/billing';
import { ContactPage } from './routes/contact';
import { CookiePolicyPage } from './routes/cookie-policy';
import { DashboardPage } from './routes/dashboard';
import { LandingPage } from './routes/landing';
import { NotFoundPage } from './routes/not-found';
import { PricingPage } from './routes/pricing';
import { PrivacyPolicyPage } from './routes/privacy-policy';
import { ProductPage } from './routes/product';
import { PublicLayout } from './routes/public-layout';
import { RouteErrorPage } from './routes/route-error';
import { SandboxCheckoutPage } from './routes/sandbox-checkout';
import { SandboxPortalPage } from './routes/sandbox-portal';
import { TermsOfServicePage } from './routes/terms-of-service';

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'product', element: <ProductPage /> },
          { path: 'pricing', element: <PricingPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
          { path: 'terms-of-service', element: <TermsOfServicePage /> },
          { path: 'cookie-policy', element: <CookiePolicyPage /> },
          { path: 'auth', element: <AuthPage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: 'dashboard', element: <DashboardPage /> },
              // Split out: the profile screens carry the QR-code drawing that no public page needs.
              { path: 'profile', lazy: () => import('./routes/profile').then((m) => ({ Component: m.ProfilePage })) },
              { path: 'billing', element: <BillingPage /> },
              {
                path: 'integrations',
                lazy: () => import('./routes/integrations').then((m) => ({ Component: m.IntegrationsPage })),
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      // The sandbox payment provider's own pages (no Stripe configured): full window, no site
      // chrome, like a provider's checkout. The checkout is open to guests; the portal is not.
      { path: 'sandbox/checkout/:checkoutId', element: <SandboxCheckoutPage /> },
      { element: <RequireAuth />, children: [{ path: 'sandbox/portal', element: <SandboxPortalPage /> }] },
      // The builder fills the window (no site header or footer) and is its own chunk. It is not
      // behind RequireAuth: the demo needs no account, and anyone may view a public or secret
      // project (the server decides; others get "Project Not Found").
      {
        path: 'app-builder/:projectId?',
        lazy: () => import('./routes/app-builder').then((m) => ({ Component: m.AppBuilderPage })),
        // Shown while the chunk arrives when the builder is the first page opened.
        hydrateFallbackElement: <PageSpinner label={builderTexts.loading} />,
      },
    ],
  },
]);
