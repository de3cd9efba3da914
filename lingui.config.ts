import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { MESSAGE_GROUPS } from './src/app/i18n/messageGroups';

/**
 * The storefront's message catalogues (issue 30): English, the source (every string of the
 * specification as written), and Urdu, one per group (src/app/i18n/messageGroups.ts): the shared
 * one (src/locales: the layout, shared components, anything outside the groups) and one per
 * storefront feature. `npm run generate` extracts the messages of the code's `t` and `msg`
 * macros into them; Vite compiles a catalogue when the app imports it (src/app/i18n). The back
 * office stays English and uses no macros.
 */
const feature = (group: string) => `<rootDir>/src/features/${group}`;

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ur'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: [
        '**/node_modules/**',
        '<rootDir>/src/store/api/generated/**',
        ...MESSAGE_GROUPS.map((group) => `${feature(group)}/**`),
      ],
    },
    ...MESSAGE_GROUPS.map((group) => ({
      path: `${feature(group)}/locales/{locale}`,
      include: [feature(group)],
    })),
  ],
  // No creation date: the catalogues change only when their messages do (`npm run generate`
  // extracts them; CI checks that nothing drifted).
  format: formatter({ lineNumbers: false, customHeaderAttributes: { 'POT-Creation-Date': '' } }),
});
