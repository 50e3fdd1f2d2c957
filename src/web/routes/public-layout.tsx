import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { AccountMenu } from '../features/account/account-menu';
import { useAccount, useSignOut } from '../features/account/use-account';
import { useSignInDialog } from '../features/auth/sign-in-dialog-context';
import { useStartBuilding } from '../features/auth/use-start-building';

/** Every public page: the site header and footer around it, with the account and sign-in wired in here. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const { user } = useAccount();
  const signOut = useSignOut();
  const openSignIn = useSignInDialog();
  const startBuilding = useStartBuilding();
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the top on every new page
  useEffect(() => {
    // A block body: newer Chromium returns a promise from scrollTo, which React would call as a cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
  const account = user ? { email: user.email, menu: <AccountMenu />, signOut: () => void signOut() } : null;
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
