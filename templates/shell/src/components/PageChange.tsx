import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { appName } from '../data';
import { pages } from '../navigation';
import { pagePath } from './Header';

/** On every new address: back to the top, and the tab named after the page ("Chores · Chore Chart"). */
export function PageChange() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    const page = pages.find((p) => pagePath(p) !== '/' && (pathname === pagePath(p) || pathname.startsWith(pagePath(p) + '/')));
    document.title = page && page.label !== appName ? page.label + ' · ' + appName : appName;
  }, [pathname]);
  return null;
}

/** An address the app has no page for: an old link, or a page since removed. */
export function NotFound() {
  return (
    <section className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="mt-2 text-muted">This address isn’t a page of {appName}. It may have moved or been removed.</p>
      <Link to="/" className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-500">
        Go to the start
      </Link>
    </section>
  );
}
