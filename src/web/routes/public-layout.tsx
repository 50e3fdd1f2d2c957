import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { useSignOut } from '../features/account/use-account';
import { useSignInDialog } from '../features/auth/sign-in-dialog-context';
import { useStartBuilding } from '../features/auth/use-start-building';
import { useSession } from '../lib/session';

// Only signed-in visitors see the menu (plan, links): its code is not part of a public page.
const AccountMenu = lazy(() => import('../features/account/account-menu').then((m) => ({ default: m.AccountMenu })));

/** Every public page: the site header and footer around it, with the account and sign-in wired in here. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const user = useSession().data?.user;
  const signOut = useSignOut();
  const openSignIn = useSignInDialog();
  const startBuilding = useStartBuilding();
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the top on every new page
  useEffect(() => {
    // A block body: newer Chromium returns a promise from scrollTo, which React would call as a cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
  const account = user
    ? {
        email: user.email,
        menu: (
          <Suspense fallback={null}>
            <AccountMenu />
          </Suspense>
        ),
        signOut: () => void signOut(),
      }
    : null;
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader account={account} onSignIn={() => openSignIn()} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter onStartBuilding={() => startBuilding()} />
    </div>
  );
}
