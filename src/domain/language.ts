/**
 * The languages the shop answers a customer in (issue 30): English, the default, and Urdu. An
 * order remembers the one it was placed in; its e-mails and WhatsApp texts use it.
 */
export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language by its English name, as the back office (which stays English) shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ur: 'Urdu' };

/** Writing direction of the language's script. */
export const languageDirection = (language: Language): 'ltr' | 'rtl' =>
  language === 'ur' ? 'rtl' : 'ltr';

/**
 * A left-to-right piece (an amount, an order number, a phone number, a link) kept whole and in its
 * own order inside right-to-left text: Unicode's left-to-right isolate around it. Plain text, so it
 * works in e-mails, WhatsApp and HTML alike.
 */
export const leftToRight = (piece: string): string => `\u2066${piece}\u2069`;

/**
 * Urdu text's typeface: a Nastaliq face where the reader's device has one (Android's Noto
 * Nastaliq Urdu, Windows' Urdu Typesetting, an installed Jameel Noori), else a sans-serif that has
 * Urdu's letters.
 */
export const URDU_FONTS =
  "'Noto Nastaliq Urdu','Jameel Noori Nastaleeq','Urdu Typesetting',Tahoma,Arial,sans-serif";
