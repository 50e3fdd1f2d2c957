import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { SiteConfig } from '../shared/site-config';
import { Toaster } from './components/ui/toaster';
import { applySiteConfig } from './lib/site-config';
import { AppRoutes, loadPageAt } from './router';

/**
 * The server's entry into the web app (built by `vite build --ssr`): a public page's markup as
 * the browser's first render would draw it for a visitor who is not signed in, so it paints
 * before any script runs and main.tsx hydrates it.
 */
export async function renderPage(url: string, config: SiteConfig): Promise<string> {
  applySiteConfig(config);
  await loadPageAt(url);
  const queryClient = new QueryClient();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
