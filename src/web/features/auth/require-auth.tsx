import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../../shared/routes';
import { PageSpinner } from '../../components/ui/page-spinner';
import { countSignedInPage, isSigningOut, useSession } from '../../lib/session';

/** Signed-in pages: visitors go to /auth and come back here after signing in. */
export function RequireAuth() {
  const { data, isPending } = useSession();
  const location = useLocation();
  useEffect(countSignedInPage, []);
  if (isPending) return <PageSpinner label="Loading..." />;
  // Signing out: the visitor is on the way to the landing page, not to sign in again.
  if (!data && isSigningOut()) return <PageSpinner label="Signing out..." />;
  if (!data) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`${paths.auth}?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return <Outlet />;
}
