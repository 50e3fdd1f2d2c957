import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../../shared/routes';
import { PageSpinner } from '../../components/ui/page-spinner';
import { countSignedInPage, useSession } from '../../lib/session';

/** Signed-in pages: visitors go to /auth and come back here after signing in. */
export function RequireAuth() {
  const { data, isPending } = useSession();
  const location = useLocation();
  useEffect(countSignedInPage, []);
  if (isPending) return <PageSpinner label="Loading..." />;
  if (!data) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`${paths.auth}?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return <Outlet />;
}
