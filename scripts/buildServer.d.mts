/** Bundles the server into dist-server/ (esbuild). */
export function buildServer(): Promise<void>;
/** Builds dist-server/ when it is missing or older than the server's sources. */
export function buildServerIfStale(): Promise<void>;
