import fs from 'node:fs';
import { CHROMIUM_PATH } from './browser';

/** Builds the client and the server once (as npm start would) and makes sure a browser is there. */
export default async function setup(): Promise<void> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium (or set CHROMIUM_PATH)`,
    );
  }
  const { buildClientIfStale } = await import('../../scripts/buildIfStale.mjs');
  (buildClientIfStale as () => void)();
  const { buildServerIfStale } = await import('../../scripts/buildServer.mjs');
  await buildServerIfStale();
}
