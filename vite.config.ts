import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';

/**
 * React Router's production build for `vite build` (its package exports only the development one;
 * the two differ only in dev warnings, which a built shop need not carry).
 */
const reactRouter = fileURLToPath(
  new URL('./node_modules/react-router/dist/production', import.meta.url),
);

/**
 * Small first-load modules of the shop's own the lazy pages also import (the not-found screen,
 * what a failed load means, domain rules, the store's session and API slice with the storefront's
 * endpoints).
 */
const SMALL_SHARED_MODULES = new RegExp(
  [
    String.raw`src[\\/]components[\\/](NotFound|useHydrated|useLoadFailure|pageLanguage)\.`,
    String.raw`src[\\/]domain[\\/](accounts|checkout|stock|brand|language|once)\.`,
    String.raw`src[\\/]store[\\/](credentials|sessionSlice)\.`,
    String.raw`src[\\/]store[\\/]api[\\/](emptyApi|baseQuery|enhanced|tagRules|generated[\\/]storefrontApi)\.`,
  ].join('|'),
);

/**
 * Small modules of the shop's own that several storefront pages load beside their own code, but
 * not the first load: one file for each group, fetched only by the pages that use it, where the
 * bundler would split each group into files of a hundred bytes or so, each compressed alone (about
 * 180 bytes brotli more on a page of perfumes).
 */
const PAGE_MODULE_GROUPS = [
  // A perfume's picture (its sizes, its placeholder): the lists, the product page, the cart.
  {
    name: 'PerfumeImage',
    test: new RegExp(
      [
        String.raw`src[\\/]components[\\/]PerfumeImage\.`,
        String.raw`src[\\/]domain[\\/]images\.`,
        String.raw`node_modules[\\/]@mui[\\/]icons-material[\\/]LocalFlorist\.`,
      ].join('|'),
    ),
  },
  // What a page says when its data could not be had, and the report of why.
  { name: 'useQueryFailure', test: /src[\\/]components[\\/](useQueryFailure|useLogError)\./ },
];

/** Files of the chunks of every page's first load (the groups below and the bundler's runtime). */
const FIRST_LOAD_CHUNK = /(^|\/)(react-dom|mui|lib|rolldown-runtime)-[\w-]{8}\.js$/;

/** MUI and its styling engine (emotion, stylis) with their small helpers. */
const MUI = /node_modules[\\/](@mui|@emotion|stylis|react-is|clsx|@babel[\\/]runtime)[\\/]/;

/**
 * Parts of MUI's createTheme the browser build leaves out, each replaced by a function that fails
 * at once if it is ever called:
 * - its CSS-variables variant (createThemeWithVars, ~12 KB), for themes made with `cssVariables`
 *   or `colorSchemes`; the shop's theme (src/app/theme.ts) and MUI's default theme use neither;
 * - `theme.toRuntimeSource` (stringifyTheme, ~150 bytes brotli), which Pigment CSS calls at build
 *   time to write a theme out as source; nothing calls it in a browser.
 */
const MUI_THEME_PARTS_LEFT_OUT: Record<string, { from: RegExp; stub: string }> = {
  './createThemeWithVars.mjs': {
    from: /@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/,
    stub: `export default function createThemeWithVars() {
  throw new Error('This build leaves out MUI themes with CSS variables (vite.config.ts)');
}`,
  },
  './stringifyTheme.mjs': {
    from: /@mui[\\/]material[\\/]styles[\\/]createThemeNoVars\.mjs$/,
    stub: `export function stringifyTheme() {
  throw new Error('This build leaves out theme.toRuntimeSource (vite.config.ts)');
}`,
  },
};

const muiThemePartsLeftOut: Plugin = {
  name: 'mui-theme-parts-left-out',
  enforce: 'pre',
  resolveId(source, importer) {
    const part = MUI_THEME_PARTS_LEFT_OUT[source];
    return part && importer && part.from.test(importer) ? `\0mui-left-out:${source}` : null;
  },
  load(id) {
    return id.startsWith('\0mui-left-out:')
      ? MUI_THEME_PARTS_LEFT_OUT[id.slice('\0mui-left-out:'.length)]!.stub
      : null;
  },
};

/**
 * MUI's buttons carry the code of their ripple (the ink drawn where a button is pressed, about
 * 2 KB brotli) although none is drawn before the first press: ButtonBase gets the one in
 * src/app/LazyTouchRipple.tsx instead, which fetches MUI's on that press.
 */
const muiLazyTouchRipple: Plugin = {
  name: 'mui-lazy-touch-ripple',
  enforce: 'pre',
  resolveId(source, importer) {
    if (
      source === './TouchRipple.mjs' &&
      importer &&
      /@mui[\\/]material[\\/]ButtonBase[\\/]ButtonBase\.mjs$/.test(importer)
    )
      return fileURLToPath(new URL('./src/app/LazyTouchRipple.tsx', import.meta.url));
    return null;
  },
};

/**
 * React Router's production build makes its components and contexts with calls the bundler
 * cannot tell are free of side effects (`var Form = React.forwardRef(...)`, not marked pure) and
 * labels them for React's developer tools (`Form.displayName = "Form"`): every one stayed in the
 * first load, used or not (its <Form> and what submitting one takes, about 1.1 KB brotli). Marked
 * pure and unlabelled, those the shop never renders go.
 */
const reactRouterTreeShaking: Plugin = {
  name: 'react-router-tree-shaking',
  transform(code, id) {
    if (!/react-router[\\/]dist[\\/]production[\\/]chunk-\w+\.mjs$/.test(id)) return null;
    let marked = 0;
    const pure = code
      .replace(/^\w+\.displayName = "[\w.]+";$/gm, '')
      .replace(
        /^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm,
        (_, made, call) => {
          marked++;
          return `${made}/* @__PURE__ */ ${call}`;
        },
      );
    if (marked === 0) this.warn(`${id}: no component made as expected, none marked pure`);
    return pure;
  },
};

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
    // The storefront's messages (lingui.config.ts): `t` macros compiled natively, catalogues
    // (src/locales/*.po) compiled when imported; a message missing from one fails the build.
    lingui({ macroTransform: true, failOnMissing: command === 'build' }),
    command === 'build' && !isSsrBuild && muiThemePartsLeftOut,
    command === 'build' && !isSsrBuild && muiLazyTouchRipple,
    command === 'build' && !isSsrBuild && reactRouterTreeShaking,
    !isSsrBuild &&
      compression({
        include: /\.(js|mjs|css|svg|json|txt|webmanifest)$/,
        // Small files too (a page's own few hundred bytes are on its first load): a compressed
        // copy is written only when it is smaller (skipIfLargerOrEqual, the plugin's default).
        threshold: 0,
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
        // What a lazy page's import fetches alongside its chunk, listed in the entry: never the
        // first load's own chunks, which every page has already run.
        // No polyfill: every browser the shop serves knows <link rel="modulepreload"> (Chromium
        // 66, Firefox 115, Safari 17); one without it fetches a lazy page's modules as it imports
        // them, a little later, no less correctly.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file: string, deps: string[]) =>
            deps.filter((dep) => !FIRST_LOAD_CHUNK.test(dep)),
        },
        // React DOM (one module, all of it used) in a chunk of its own: the page loader evaluates
        // it in a task of its own instead of in one long task with the app. The other libraries
        // of the first load in two chunks (MUI with emotion; React Router with Redux and RTK
        // Query), one task each: left to itself the bundler splits them into more and smaller
        // files, and each file compressed apart from the rest costs about 4 KB more brotli on the
        // first load. `$initial` keeps the parts only lazy pages (the back office) use out of them.
        // The small modules of the shop's own that the first load shares with lazy pages (its
        // store, API slice and storefront endpoints among them) go with React Router and RTK
        // Query: left alone, the bundler gives each its own file of a few hundred bytes.
        rolldownOptions: {
          // emotion imports hoist-non-react-statics (with a copy of react-is) for its withTheme,
          // which the shop never calls: nothing of it runs on import.
          treeshake: {
            moduleSideEffects: (id: string) =>
              /node_modules[\\/]hoist-non-react-statics[\\/]/.test(id) ? false : undefined,
          },
          output: {
            codeSplitting: {
              groups: [
                { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
                { name: 'mui', tags: ['$initial'], test: MUI },
                {
                  name: 'lib',
                  tags: ['$initial'],
                  test: new RegExp(String.raw`node_modules[\\/]|${SMALL_SHARED_MODULES.source}`),
                },
                // Last, so that a module the groups above took (the first load's) stays theirs:
                // each of these takes the modules its own need besides, and one of the entry's
                // would otherwise join a chunk that the first load then had to fetch.
                ...PAGE_MODULE_GROUPS,
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
          expect: { poll: { timeout: 10_000 } },
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
          // What a poll waits for (a page's data, a refetch) takes longer on a loaded machine
          // than the 1 s Vitest gives by default: a CI run then failed on a page that was right.
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
}));
