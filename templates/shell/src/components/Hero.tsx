import { Link } from 'react-router';
import { hero } from '../data';
import { pagePath } from './Header';

const button = 'mt-8 inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-500';

/** The page's opening: its button leads to a page, or (a target like "#rsvp") to a section further down. */
export function Hero() {
  return (
    <section className="rounded-2xl bg-brand-50 px-6 py-16 text-center">
      <h1 className="text-4xl font-bold tracking-tight">{hero.headline}</h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-ink/80">{hero.subheading}</p>
      {hero.target.startsWith('#') ? (
        <a href={hero.target} className={button}>
          {hero.cta}
        </a>
      ) : (
        <Link to={pagePath({ id: hero.target })} className={button}>
          {hero.cta}
        </Link>
      )}
    </section>
  );
}
