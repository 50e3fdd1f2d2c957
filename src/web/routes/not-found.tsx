import { Link } from 'react-router';
import { texts } from '../../shared/messages';
import { buttonVariants } from '../components/ui/button';

export function NotFoundPage() {
  return (
    <section className="bg-hero flex min-h-[70dvh] items-center justify-center px-4 py-24 text-center">
      <div>
        <p className="text-8xl font-extrabold text-gradient">404</p>
        <h1 className="mt-4 text-2xl font-semibold text-white">{texts.notFoundTitle}</h1>
        <p className="mt-2 text-slate-400">
          The page you asked for isn't here. It may have moved, or the link may be wrong.
        </p>
        <Link to="/" className={buttonVariants({ variant: 'gradient', size: 'lg', className: 'mt-8' })}>
          {texts.returnHome}
        </Link>
      </div>
    </section>
  );
}
