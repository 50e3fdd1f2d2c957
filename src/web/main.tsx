import './index.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Toaster } from './components/ui/toaster';
import { prefetchSession } from './lib/session';
import { AppRoutes, loadPageAt } from './router';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <Toaster />
    </QueryClientProvider>
  </StrictMode>
);

// Who is signed in is asked while the page's chunk arrives, not after: signed-in pages wait on it.
prefetchSession();
// The page's own chunk first: its first render then draws it at once. Public pages arrive
// prerendered, and React takes over the server's markup instead of redrawing it.
void Promise.resolve(loadPageAt(window.location.pathname))
  .catch(() => undefined)
  .then(() => {
    if (root.hasChildNodes()) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
