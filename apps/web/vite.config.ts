import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

/** The text files of a build; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * A brotli (`x.js.br`) and a gzip (`x.js.gz`) copy beside every text file of the build, at the highest levels
 * (done once here, not at each request): the server sends the one the browser accepts as it is.
 */
function precompress(): Plugin {
  let outDir = '';
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'suanklang:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const content = await readFile(path);
          const [brotli, gzipped] = await Promise.all([
            br(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gz(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          // A copy that is not smaller (a tiny file) is left out: the file itself is sent.
          await Promise.all([
            brotli.length < content.length && writeFile(`${path}.br`, brotli),
            gzipped.length < content.length && writeFile(`${path}.gz`, gzipped),
          ]);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    // Every browser the app supports knows <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 1500,
    // The silent token renewal page is a second entry loaded in a hidden frame.
    rolldownOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        silentRenew: resolve(import.meta.dirname, 'silent-renew.html'),
      },
      // The shared package's modules only define things (schemas, tables, texts): a screen that uses one endpoint
      // does not bring every other area's schemas with it, and the sign-in page brings almost none.
      treeshake: {
        moduleSideEffects: (id) => (id.includes('/packages/shared/src/') ? false : undefined),
      },
      // What the first page needs, in a few long-lived chunks rather than many small ones (every request costs its
      // headers, and a bigger text compresses better): React and the router; the parts of antd the first page uses;
      // the other libraries it uses (zod, i18next, TanStack Query, dayjs). Libraries only some screens use, and
      // the OpenID client (loaded at the sign-in click), stay in the automatic chunks of the screens that use them.
      output: {
        codeSplitting: {
          groups: [
            {
              // One chunk per language (src/i18n.ts loads a language's texts when it is shown).
              name: (id) => {
                const lang = /[\\/]src[\\/]locales[\\/](\w+)[\\/][\w-]+\.json$/.exec(id)?.[1];
                return lang ? `texts-${lang}` : null;
              },
              test: /[\\/]src[\\/]locales[\\/]\w+[\\/][\w-]+\.json$/,
              priority: 4,
            },
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|react-i18next|react-is|use-sync-external-store)[\\/]/,
              priority: 3,
            },
            {
              name: 'antd',
              test: /[\\/]node_modules[\\/](?:antd|@rc-component|@ant-design|stylis|@emotion|clsx|throttle-debounce|compute-scroll-into-view|scroll-into-view-if-needed)[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](?!oidc-client-ts|jwt-decode)/,
              tags: ['$initial'],
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: Object.fromEntries(serverPaths.map((p) => [p, api])) },
});
