import { Link } from 'react-router';
import { paths } from '../../shared/routes';
import { buttonVariants } from '../components/ui/button';
import { useAccount } from '../features/account/use-account';

// The home builder (prompt box, templates, projects) arrives with the projects issue; until
// then this is where sign-in lands, and it says so.
export function DashboardPage() {
  const { user } = useAccount();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Dashboard</h1>
      <p className="mt-2 text-slate-600">
        Signed in as <span className="font-medium text-slate-900">{user?.email}</span>.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={paths.profile} className={buttonVariants({ variant: 'outline' })}>
          Profile Settings
        </Link>
        <Link to={paths.pricing} className={buttonVariants({ variant: 'outline' })}>
          Plans
        </Link>
      </div>
    </section>
  );
}
