import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../../shared/routes';
import { PageSpinner } from '../../components/ui/page-spinner';
import { authClient } from '../../lib/auth-client';

/** Signed-in pages: visitors go to /auth and come back here after signing in. */
export function RequireAuth() {
  const { data, isPending } = authClient.useSession();
  const location = useLocation();
  if (isPending) return <PageSpinner label="Loading..." />;
  if (!data) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`${paths.auth}?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return <Outlet />;
}
