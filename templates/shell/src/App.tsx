import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { Footer } from './components/Footer';
import { Header, pagePath } from './components/Header';
import { NotFound, PageChange } from './components/PageChange';
import { pages } from './navigation';

/**
 * Every page at its own address, so links, reloads, Back and Forward keep the place. The pages and
 * their order are in `src/navigation.ts`; the app opens on the home page, or else the first.
 */
export default function App() {
  // Without a home page, the root address shows the first page under its own address.
  const first = pages.some((p) => pagePath(p) === '/') ? null : pages[0];
  return (
    <BrowserRouter>
      <PageChange />
      <div className="flex min-h-screen flex-col bg-surface text-ink">
        <Header pages={pages} />
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
          <Routes>
            {first && <Route index element={<Navigate to={pagePath(first)} replace />} />}
            {pages.map(({ id, component: Page }) => (
              <Route key={id} path={pagePath({ id }) === '/' ? '/' : `${pagePath({ id })}/*`} element={<Page />} />
            ))}
            <Route path="*" element={<NotFound />} />
          </Routes>
        </main>
        <Footer />
      </div>
    </BrowserRouter>
  );
}
