import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { englishPath, LANGUAGE_COOKIE, pathInLanguage, type Language } from '@shop/domain/language';
import { TAP_TARGET_LINK_SX } from '../../components/tapTarget';
import { pageLanguage } from '../../components/pageLanguage';

/** Each language's name in itself, as the switch shows it. */
const OWN_NAMES: Record<Language, string> = { en: 'English', ur: 'اردو' };

/** One year, in seconds: how long the choice is remembered. */
const REMEMBERED_FOR = 31_536_000;

/** Remembers the language chosen for the shopper's next visit (the server reads the cookie). */
function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${REMEMBERED_FOR}; samesite=lax`;
}

export interface LanguageLink {
  /** This page (path and query) in the other language: `/ur/shop?sort=price-asc`, `/shop`. */
  href: string;
  lang: Language;
  hrefLang: Language;
  /** The other language's name in itself: "اردو" on an English page, "English" on an Urdu one. */
  children: string;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * The link to this page in the other language, as the props of an <a>. A full page load, not the
 * router's: the server renders the page in the other language, with its own direction and styles.
 * From the router's location (without the `/ur` base) and the page's language only, so the server
 * and the first render in the browser draw the same link.
 */
export function useLanguageLink(): LanguageLink {
  const { pathname, search } = useLocation();
  const other: Language = pageLanguage() === 'ur' ? 'en' : 'ur';
  return {
    href: pathInLanguage(englishPath(`${pathname}${search}`), other),
    lang: other,
    hrefLang: other,
    children: OWN_NAMES[other],
    onClick: () => rememberLanguage(other),
  };
}

/** The language switch as a plain link in the surrounding text's colour, as tall as a finger needs. */
export function LanguageSwitch({ sx }: { sx?: SxProps<Theme> }) {
  const link = useLanguageLink();
  return (
    <Box
      component="a"
      {...link}
      sx={[
        // A short word ("اردو"): as wide as a finger, centred.
        {
          ...TAP_TARGET_LINK_SX,
          minWidth: 44,
          justifyContent: 'center',
          color: 'inherit',
          textUnderlineOffset: 3,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
