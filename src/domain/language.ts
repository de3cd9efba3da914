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
 * Nastaliq Urdu, Windows' Urdu Typesetting, an installed Jameel Noori), else the storefront's web
 * font of it (`URDU_WEB_FONT`, declared by the Urdu pages only), else a sans-serif that has Urdu's
 * letters. The device's own comes first under its own name: a web font declared under that name
 * hid it, and the browser loaded the device's face as it would a web font, the page's text
 * invisible meanwhile.
 */
export const URDU_WEB_FONT = 'Noto Nastaliq Urdu Web';
export const URDU_FONTS = `'Noto Nastaliq Urdu','Jameel Noori Nastaleeq','Urdu Typesetting','${URDU_WEB_FONT}',Tahoma,Arial,sans-serif`;

/** The address prefix of the Urdu storefront: `/ur`, `/ur/shop`, `/ur/product/{id}`. */
export const URDU_PREFIX = '/ur';

/** The language a storefront address is in: Urdu under `/ur`, else English. */
export const languageOfPath = (pathname: string): Language =>
  pathname === URDU_PREFIX || pathname.startsWith(`${URDU_PREFIX}/`) ? 'ur' : 'en';

/** The router's base for a language's pages: `/ur` for Urdu, none for English. */
export const basenameOf = (language: Language): string | undefined =>
  language === 'ur' ? URDU_PREFIX : undefined;

/**
 * A storefront address (path with query, English form: `/shop?q=oud`) in a language: `/ur/shop`
 * for Urdu, unchanged for English. The home page in Urdu is `/ur`.
 */
export const pathInLanguage = (path: string, language: Language): string => {
  const english = englishPath(path);
  if (language === 'en') return english;
  return english === '/' || english.startsWith('/?') || english.startsWith('/#')
    ? `${URDU_PREFIX}${english.slice(1)}`
    : `${URDU_PREFIX}${english}`;
};

/** The English form of a storefront address in either language (`/ur/shop` → `/shop`). */
export const englishPath = (path: string): string => {
  if (languageOfPath(path.split(/[?#]/)[0]!) !== 'ur') return path;
  const rest = path.slice(URDU_PREFIX.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
};

/** The cookie that remembers the language a shopper chose with the switch, for her next visit. */
export const LANGUAGE_COOKIE = 'shop_lang';

/** Whether a request's Cookie header says the shopper chose Urdu with the switch. */
export const choseUrdu = (cookieHeader: string | undefined): boolean =>
  cookieHeader !== undefined &&
  new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=ur\\s*(?:;|$)`).test(cookieHeader);
