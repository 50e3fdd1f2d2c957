import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss()],
  // The manifest tells scripts/check-web-budget.mjs which chunks each page loads.
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
  },
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/healthz': apiTarget, '/dev': apiTarget },
  },
});
