import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:8080';
// Paths the server answers; everything else is the single-page app.
const serverPaths = [
  '/api',
  '/auth',
  '/oidc',
  '/health',
  '/properties',
  '/manageuser',
  '/masterdata',
  '/invoices',
  '/receipts',
  '/creditnotes',
  '/deposits',
  '/gl',
  '/budget',
  '/expenses',
  '/banks',
  '/branches',
];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    // The silent token renewal page is a second entry loaded in a hidden frame.
    rolldownOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        silentRenew: resolve(import.meta.dirname, 'silent-renew.html'),
      },
    },
  },
  server: { port: 5173, proxy: Object.fromEntries(serverPaths.map((p) => [p, api])) },
});
