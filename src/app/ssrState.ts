/** id of the JSON data block in which the server hands the page's API cache to the browser. */
export const SSR_STATE_ID = 'ssr-state';
