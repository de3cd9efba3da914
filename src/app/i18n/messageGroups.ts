/**
 * The storefront's messages come in groups, one catalogue per group and language: the shared
 * one (the layout and shared components, src/locales) on every page, and one per storefront
 * feature (src/features/{group}/locales), fetched with the pages that show it. A page's first load
 * then carries its own words, not the whole shop's (lingui.config.ts lists the same groups).
 */
export const MESSAGE_GROUPS = ['catalogue', 'cart', 'checkout', 'contact', 'reviews'] as const;
export type MessageGroup = (typeof MESSAGE_GROUPS)[number];

/** The source file of a catalogue, as the build manifest names it. */
export const catalogueSource = (group: MessageGroup | 'shared', language: string): string =>
  group === 'shared'
    ? `src/locales/${language}.po`
    : `src/features/${group}/locales/${language}.po`;
