import { Link } from 'react-router';
import { hero } from '../data';
import { pagePath } from './Header';

export function Hero() {
  return (
    <section className="rounded-2xl bg-brand-50 px-6 py-16 text-center">
      <h1 className="text-4xl font-bold tracking-tight">{hero.headline}</h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-ink/80">{hero.subheading}</p>
      <Link
        to={pagePath({ id: hero.target })}
        className="mt-8 inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-500"
      >
        {hero.cta}
      </Link>
    </section>
  );
}
