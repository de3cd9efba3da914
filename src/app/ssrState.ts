/** id of the JSON data block in which the server hands the page's API cache to the browser. */
export const SSR_STATE_ID = 'ssr-state';

type QueryEntries = Record<string, object | undefined>;

/**
 * The API cache as the page hands it over, without what differs from one render to the next
 * (request ids, timestamps): the same data renders the same bytes, so a page rendered again has
 * the ETag of the copy a browser or proxy already holds, and a revalidation answers 304.
 */
export function stableQueries(queries: QueryEntries): QueryEntries {
  const out: QueryEntries = {};
  for (const [key, entry] of Object.entries(queries).sort(byKey)) {
    if (!entry) continue;
    const stable: Record<string, unknown> = { ...entry };
    for (const name of ['requestId', 'startedTimeStamp', 'fulfilledTimeStamp']) {
      // A timestamp of 0 would read as "never fetched" and the browser would fetch it again.
      if (name in stable) stable[name] = name === 'requestId' ? 'server' : 1;
    }
    out[key] = stable;
  }
  return out;
}

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The cache's tag index in one order whatever order the page's calls answered in (object keys
 * and lists of cache keys sorted).
 */
export function stableIndex<T>(value: T): T {
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => stableIndex(item));
    return (items.every((item) => typeof item === 'string') ? items.sort() : items) as T;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(byKey)
        .map(([key, item]) => [key, stableIndex(item)]),
    ) as T;
  }
  return value;
}
