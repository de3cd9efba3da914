import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const reactRouter = fileURLToPath(
  new URL('./node_modules/react-router/dist/production', import.meta.url),
);

/**
 * Small first-load modules the lazy pages also import (MUI's Box, Button, Container, Stack,
 * CircularProgress and their helpers; the shop's not-found screen and domain rules).
 */
const SMALL_SHARED_MODULES = new RegExp(
  [
    String.raw`@mui[\\/]material[\\/](Box|Button|ButtonGroup|Container|Stack|GlobalStyles|CircularProgress|Typography)[\\/]`,
    String.raw`@mui[\\/]material[\\/]utils[\\/](createSimplePaletteValueFilter|useId)\.`,
    String.raw`@mui[\\/]system[\\/](Container|Stack|createBox|GlobalStyles|useThemeProps|styled)[\\/]`,
    String.raw`@mui[\\/](styled-engine[\\/]GlobalStyles|utils[\\/]useId)[\\/]`,
    String.raw`src[\\/]components[\\/](NotFound|useHydrated)\.`,
    String.raw`src[\\/]domain[\\/](checkout|stock|brand)\.`,
    String.raw`src[\\/]store[\\/]api[\\/](enhanced|tagRules|generated[\\/]storefrontApi)\.`,
  ].join('|'),
);

// `npm run build` makes two builds: the browser's (dist/, scripts and styles also stored
// brotli- and gzip-compressed for the server to send as they are) and the server renderer's
// (dist-ssr/entry-server.js, everything bundled in, imported by the server at start).
export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${reactRouter}/index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${reactRouter}/dom-export.mjs` },
          ]
        : [],
  },
  plugins: [
    react(),
    !isSsrBuild &&
      compression({
        include: /\.(js|mjs|css|svg|json|txt|webmanifest)$/,
        threshold: 512,
        algorithms: [
          defineAlgorithm('gzip', { level: 9 }),
          defineAlgorithm('brotliCompress', {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
          }),
        ],
        logLevel: 'silent',
      }),
  ],
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: 'dist',
        manifest: true,
        sourcemap: false,
        chunkSizeWarningLimit: 1500,
        // React DOM (one module, all of it used) in a chunk of its own: the page loader evaluates
        // it in a task of its own instead of in one long task with the app. Grouping other
        // libraries this way would pull the parts only the back office uses into the first load.
        // The small modules the storefront's first load shares with lazy pages go together in one
        // chunk: left alone, the bundler gives each its own file of a few hundred bytes (about
        // 2.5 KB more brotli on the first load, each file compressed apart from the rest).
        rolldownOptions: {
          treeshake: {
            moduleSideEffects: (id: string) =>
              /node_modules[\\/]hoist-non-react-statics[\\/]/.test(id) ? false : undefined,
          },
          output: {
            codeSplitting: {
              groups: [
                { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
                {
                  name: 'shared',
                  tags: ['$initial'],
                  test: SMALL_SHARED_MODULES,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/uploads': 'http://127.0.0.1:3000',
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
          // MUI, the data grid and the charts render slowly in jsdom on a 2-core machine.
          testTimeout: 15_000,
          environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
        },
      },
      // The server and e2e projects run in Node without the app's Vite plugins (from Vitest 5 an
      // inline project extends the root config unless told not to).
      {
        extends: false,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: false,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
}));
