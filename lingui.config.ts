import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The storefront's message catalogues (issue 30): English, the source (every string of the
 * specification as written), and Urdu. `npx lingui extract` collects the messages of the code's
 * `t` macros into src/locales/{locale}.po; Vite compiles a catalogue when the app imports it
 * (src/app/i18n). The back office stays English and uses no macros.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ur'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src/store/api/generated/**'],
    },
  ],
  // No creation date: the catalogues change only when their messages do (`npm run generate`
  // extracts them; CI checks that nothing drifted).
  format: formatter({ lineNumbers: false, customHeaderAttributes: { 'POT-Creation-Date': '' } }),
});
