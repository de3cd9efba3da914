/** Builds the client and its server renderer when dist/ or dist-ssr/ is stale. */
export function buildClientIfStale(): void;
/** The newest modification time of a file or of anything below a folder; 0 when missing. */
export function newestMtime(entry: string): number;
