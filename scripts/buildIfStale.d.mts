/** Builds the client and its server renderer when dist/ or dist-ssr/ is stale. */
export function buildClientIfStale(): void;
