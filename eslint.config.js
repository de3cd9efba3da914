import fs from 'node:fs';
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The server's modules (server/src/modules/*): each imports the others only through their index.ts. */
const SERVER_MODULES = fs
  .readdirSync(new URL('./server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** src/domain is the workspace package @shop/domain: every side imports it by name. */
const DOMAIN_BY_NAME = {
  regex: String.raw`^\.{1,2}/(\.\./)*(src/)?domain/`,
  message: "Import the shop's rules by name: @shop/domain/<module>.",
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-server',
      'backups',
      'data',
      'node_modules',
      'src/store/api/generated',
      'server/src/db/migrations',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use useAppDispatch and useAppSelector from src/store/hooks.',
            },
            ...['react-router', 'react-router-dom'].map((name) => ({
              name,
              importNames: ['Link', 'NavLink'],
              message:
                "Use RouterLink and NavLink from src/components/RouterLink (React Router's own carry framework mode's prefetching into every first load).",
            })),
            ...['@lingui/core/macro', '@lingui/react/macro'].map((name) => ({
              name,
              importNames: ['plural', 'Plural', 'selectOrdinal', 'SelectOrdinal'],
              message:
                "Choose the words with select(category, …) and countOf(n) from src/components/pageLanguage (Lingui formats a plural's number with Intl.NumberFormat, 18 ms on its first use).",
            })),
          ],
          patterns: [DOMAIN_BY_NAME],
        },
      ],
    },
  },
  // The server, the scripts and the server's tests take the shop's rules by name too.
  {
    files: ['server/**/*.ts', 'scripts/**/*.{ts,mjs}', 'tests/server/**/*.ts', 'tests/e2e/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DOMAIN_BY_NAME] }] },
  },
  // Layers read one way: app → features → shared (components, store, domain). A feature never
  // imports another feature; shared code never imports a feature or the app.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...fs.readdirSync('src/features').map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other: move what both need to a shared layer.',
            })),
            {
              target: './src/features',
              from: './src/app',
              message: 'Features do not import the app: the app composes features.',
            },
            {
              target: ['./src/components', './src/store', './src/domain'],
              from: ['./src/features', './src/app'],
              message: 'Shared code does not import features or the app.',
            },
          ],
        },
      ],
    },
  },
  // The server's layers: the database and the plugins are the floor every module stands on,
  // never the other way round; set-up (seed, backup) and the app compose modules. No import
  // cycle on either side.
  {
    files: ['server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'server/tsconfig.json' }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./server/src/db', './server/src/plugins'],
              from: ['./server/src/modules', './server/src/setup', './server/src/app.ts'],
              message:
                'db/ and plugins/ are below the modules: pass what they need in, or move it down.',
            },
            // A module uses another only through what that one exports (its index.ts).
            ...SERVER_MODULES.flatMap((module) =>
              SERVER_MODULES.filter((other) => other !== module).map((other) => ({
                target: `./server/src/modules/${module}`,
                from: `./server/src/modules/${other}`,
                except: ['./index.ts'],
                message: `Import what ${other} offers other modules from its index.ts ('../${other}').`,
              })),
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    // TypeScript files parsed as TypeScript when no-cycle follows imports (import-x's own
    // TypeScript settings, without its resolver: each side names its project above).
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react*', '@mui/*', 'node:*', 'fastify*', 'drizzle-orm*'] },
      ],
    },
  },
  {
    files: [
      'server/**/*.ts',
      'scripts/**/*.{ts,mjs}',
      'tests/server/**/*.ts',
      'tests/e2e/**/*.ts',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: globals.node },
  },
);
