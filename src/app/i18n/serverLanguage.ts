import { i18n } from '@lingui/core';
import type { Language } from '@shop/domain/language';
import { messages as en } from '../../locales/en.po';
import { messages as ur } from '../../locales/ur.po';

// The server renders pages in both languages: both catalogues, loaded once.
i18n.load({ en, ur });

/**
 * Makes `language` the active one on the server, for the synchronous work that follows (a
 * render, a head): pages of different languages interleave between awaits, never inside one.
 */
export function inPageLanguage(language: Language): void {
  if (i18n.locale !== language) i18n.activate(language);
}
