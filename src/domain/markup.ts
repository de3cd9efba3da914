/**
 * Text made safe inside HTML or XML, in an element or a double-quoted attribute: the page heads,
 * the page shell and the sitemap all write it this way.
 */
export const escapeMarkup = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
