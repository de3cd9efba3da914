import { i18n, type Messages } from '@lingui/core';
import type { Language } from '@shop/domain/language';
import { catalogueSource, type MessageGroup } from './messageGroups';
import type { PageMessages } from './activateLanguage';

// The server renders every page in both languages: every catalogue (compiled), loaded once.
const CATALOGUES = import.meta.glob<Messages>(
  ['../../locales/*.po', '../../features/*/locales/*.po'],
  { eager: true, import: 'messages' },
);
/** Each catalogue by its source file (`src/locales/ur.po`). */
const BY_SOURCE = new Map(
  Object.entries(CATALOGUES).map(([file, messages]) => [
    `src/${file.replace(/^(\.\.\/)+/, '')}`,
    messages,
  ]),
);
for (const [source, messages] of BY_SOURCE) i18n.load(/(\w+)\.po$/.exec(source)![1]!, messages);

/**
 * Makes `language` the active one on the server, for the synchronous work that follows (a
 * render, a head): pages of different languages interleave between awaits, never inside one.
 */
export function inPageLanguage(language: Language): void {
  if (i18n.locale !== language) i18n.activate(language);
}

/** The words a page hands the browser: its language's shared catalogue and its groups'. */
export function pageMessages(language: Language, groups: MessageGroup[]): PageMessages {
  const sources = [catalogueSource('shared', language)].concat(
    groups.map((group) => catalogueSource(group, language)),
  );
  return {
    language,
    groups,
    messages: Object.assign({}, ...sources.map((source) => BY_SOURCE.get(source) ?? {})),
  };
}
