import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  plugins: [react(), tailwindcss()],
  // `vite build --ssr prerender.tsx` builds the server's entry into the same pages, with which it
  // prerenders the public ones (src/server/http/prerendered-pages.ts).
  publicDir: isSsrBuild ? false : 'public',
  build: isSsrBuild
    ? { outDir: '../../dist/prerender', emptyOutDir: true, sourcemap: true }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        sourcemap: true,
        // The manifest tells scripts/check-web-budget.mjs which chunks each page loads.
        manifest: true,
      },
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/healthz': apiTarget, '/dev': apiTarget },
  },
}));
