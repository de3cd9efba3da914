import createCache from '@emotion/cache';
import { createTheme, type Theme } from '@mui/material/styles';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';
import nastaliq from '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2?url';
import { URDU_FONTS, URDU_WEB_FONT } from '@shop/domain/language';
import { theme } from '../theme';

/** Line height of Urdu text, in the letters' size. */
const NASTALIQ_LINE_HEIGHT = 2;

const TEXT_VARIANTS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
] as const;

/**
 * The Urdu pages' look (issue 30), fetched only by them: the shop's theme read right to left, in
 * a Nastaliq face, with MUI's styles mirrored (left ↔ right) as they are written.
 */
export const urduTheme: Theme = createTheme(theme, {
  direction: 'rtl',
  // Nastaliq's tall letters need room between lines: in the baseline's own styles, whose order
  // the server and the browser give alike (a global style of its own could land before or after
  // it, and the text moved when the page came to life).
  components: {
    MuiCssBaseline: { styleOverrides: { body: { lineHeight: 1.9 } } },
  },
  // Every variant: each took its face from the English theme when that was made. Lines twice
  // the letters' size: Nastaliq's letters climb and descend far beyond a Latin line, and at the
  // English line heights a heading's second line ran into its first (a button's one line keeps
  // its own).
  typography: Object.fromEntries([
    ['fontFamily', URDU_FONTS],
    ...TEXT_VARIANTS.map((variant) => [
      variant,
      variant === 'button'
        ? { fontFamily: URDU_FONTS }
        : { fontFamily: URDU_FONTS, lineHeight: NASTALIQ_LINE_HEIGHT },
    ]),
  ]),
});

/** The style cache of an Urdu page: MUI's styles mirrored for right-to-left text. */
export const rightToLeftCache = () =>
  createCache({ key: 'css', stylisPlugins: [prefixer, rtlPlugin] });

/**
 * Noto Nastaliq Urdu's Urdu letters as a web font, for the devices that have no Nastaliq face of
 * their own (Android has one, and never fetches this: its own comes first in `URDU_FONTS`), used
 * only if it arrives at once (`optional`: the first paint never waits long for it, and the text
 * never changes face once shown; the next page has it from the cache). The server writes it into
 * an Urdu page's head (src/entry-server.tsx), outside the styles React manages: a face declared
 * again as the page came to life made the browser lay the Urdu text out afresh.
 */
export const URDU_FONT_FACE = `@font-face{font-family:'${URDU_WEB_FONT}';src:url(${nastaliq}) format('woff2');font-display:optional;unicode-range:U+0600-06FF,U+0750-077F,U+200C-200F,U+2066-2069,U+FB50-FDFF,U+FE70-FEFF}`;
