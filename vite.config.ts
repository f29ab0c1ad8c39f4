import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appLoaderPlugin } from './vite/app-loader-plugin.ts';
import { eagerCommonJsPlugin } from './vite/eager-commonjs-plugin.ts';
import { earlyDetailPlugin } from './vite/early-detail-plugin.ts';
import { machineDocsPlugin } from './vite/machine-docs-plugin.ts';
import { plainImportPlugin } from './vite/plain-import-plugin.ts';
import { precompressPlugin } from './vite/precompress-plugin.ts';

/** The paths our reference server answers; in dev, Vite passes them on to it. */
const apiTarget = process.env.API_PROXY ?? 'http://127.0.0.1:3001';
const proxied = ['/api', '/pay', '/UpLoad', '/EnPic'];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    machineDocsPlugin(),
    react(),
    tailwindcss(),
    earlyDetailPlugin(),
    // the server's render (vite build --ssr, issue #17) is read from disk, never sent
    ...(isSsrBuild
      ? []
      : [plainImportPlugin(), appLoaderPlugin(), eagerCommonJsPlugin(), precompressPlugin()]),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React 19 has useSyncExternalStore: its React 17 shims need not ship (src/vendor/…).
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/vendor/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Every browser the target admits supports <link rel=modulepreload>: no polyfill in the bundle.
    // index.html preloads the first load's chunks; a lazy chunk's own imports are not preloaded
    // from the bundle (that list of every chunk's dependencies would cost the first load ~1 kB):
    // the lazy parts are fetched at the buyer's first touch, well before they are needed.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    // the server entry (dist/server) is a module of the server, not a site: no favicon beside it
    copyPublicDir: !isSsrBuild,
    // The one chunk over 500 kB is the /flows developer page (elkjs lays out the statecharts),
    // loaded only there: not a warning for `npm start`'s first build to print (issue 19 item 21).
    chunkSizeWarningLimit: 1700,
    rolldownOptions: {
      // the plugin-timings report reads like a problem on every slow (busy, 2-core) build
      checks: { pluginTimings: false },
      output: isSsrBuild
        ? // One file: server/pages/app-render.ts imports a new build under a new URL, which chunks
          // shared with an older import would not follow (two copies of each React context).
          { codeSplitting: false }
        : {
            // The libraries every page needs in one chunk rather than one per sharing pattern: fewer
            // requests, and one gzip dictionary for them (issue #7's first-load budget).
            codeSplitting: {
              groups: [
                {
                  name: 'libs',
                  test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|xstate|@xstate|ofetch|destr|ufo|valibot|use-sync-external-store)[\\/]/,
                },
                {
                  // The copy, the config and the small rules and schemas that the first load shares
                  // with lazy parts, in one chunk rather than one each: every extra file costs the
                  // first load its own gzip framing and dictionary (issue #17's 150 kB budget).
                  name: 'shared',
                  test: /src[\\/](copy[\\/](copy|phone-text)|rules[\\/](media-url|business-constants|readable-number|gallery-items)|services[\\/](config|schemas|api-error))\.ts$/,
                },
              ],
            },
          },
    },
  },
}));
