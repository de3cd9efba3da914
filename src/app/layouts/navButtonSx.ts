/** The storefront bar's text buttons: the current page's link underlined in gold. */
export const navButtonSx = {
  textTransform: 'none',
  '&.active': { color: 'secondary.light', textDecoration: 'underline', textUnderlineOffset: 6 },
} as const;
