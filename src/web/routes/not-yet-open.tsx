import { Link } from 'react-router';
import { paths } from '../../shared/routes';
import { buttonVariants } from '../components/ui/button';

// Billing, integrations and the builder are signed-in pages whose screens arrive with their
// own issues; until then the route exists (and is guarded) and says plainly where things stand.
export function NotYetOpenPage({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">This part of Shipwright is not open on this server yet.</p>
      <Link to={paths.dashboard} className={buttonVariants({ variant: 'outline', className: 'mt-8' })}>
        Back to Dashboard
      </Link>
    </section>
  );
}
