import { i18n, type Messages } from '@lingui/core';
import type { Language } from '@shop/domain/language';
import type { MessageGroup } from './messageGroups';

type Catalogue = () => Promise<{ messages: Messages }>;

/**
 * Each language's shared catalogue (the layout, shared components), a chunk of its own: a page
 * fetches only its own language's (an English page carries no Urdu text, an Urdu page no English
 * catalogue).
 */
const SHARED: Record<Language, Catalogue> = {
  en: () => import('../../locales/en.po'),
  ur: () => import('../../locales/ur.po'),
};

/** The storefront features' catalogues, by source path: fetched with the pages that show them. */
const GROUPS = import.meta.glob<{ messages: Messages }>('../../features/*/locales/*.po');

/** The catalogues this page has, by `language:group`: none is fetched twice. */
const loaded = new Set<string>();

/** Fetches `language`'s catalogues of `groups` not yet here and adds their messages. */
export async function loadMessageGroups(
  groups: readonly MessageGroup[],
  language: Language,
): Promise<void> {
  const missing = groups.filter((group) => !loaded.has(`${language}:${group}`));
  const catalogues = await Promise.all(
    missing.map((group) => GROUPS[`../../features/${group}/locales/${language}.po`]!()),
  );
  catalogues.forEach(({ messages }, index) => {
    i18n.load(language, messages);
    loaded.add(`${language}:${missing[index]}`);
  });
}

/**
 * Fetches `language`'s shared catalogue (and those of `groups`) and makes it the one every
 * message is read from: a page the server did not render (the back office, a test's).
 */
export async function activateLanguage(
  language: Language,
  groups: readonly MessageGroup[] = [],
): Promise<void> {
  const [{ messages }] = await Promise.all([
    SHARED[language](),
    loadMessageGroups(groups, language),
  ]);
  i18n.load(language, messages);
  i18n.activate(language);
}

/** id of the JSON data block in which the server hands a page its words. */
export const PAGE_MESSAGES_ID = 'page-messages';

/** The words of a server-rendered page, as its HTML hands them over (src/entry-server.tsx). */
export interface PageMessages {
  language: Language;
  groups: MessageGroup[];
  messages: Messages;
}

/**
 * Makes the page's handed-over words the active ones: the shared catalogue and its groups', in
 * the HTML as data (like the API answers), so its first render needs no further request.
 */
export function activateHandedOver({ language, groups, messages }: PageMessages): void {
  i18n.load(language, messages);
  i18n.activate(language);
  for (const group of groups) loaded.add(`${language}:${group}`);
}
