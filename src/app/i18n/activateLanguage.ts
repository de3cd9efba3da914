import { i18n, type Messages } from '@lingui/core';
import type { Language } from '@shop/domain/language';

/**
 * Each language's catalogue, a chunk of its own: a page fetches only its own language's (an
 * English page carries no Urdu text, an Urdu page no English catalogue).
 */
const CATALOGUES: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en.po'),
  ur: () => import('../../locales/ur.po'),
};

/** Fetches `language`'s catalogue and makes it the one every message is read from. */
export async function activateLanguage(language: Language): Promise<void> {
  const { messages } = await CATALOGUES[language]();
  i18n.loadAndActivate({ locale: language, messages });
}
