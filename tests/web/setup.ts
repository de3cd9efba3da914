import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { server } from '../../mocks/node';
import { readRetries } from '../../src/store/api/baseQuery';
import { placeOrderRetries } from '../../src/features/checkout/placeOrderAttempt';
import { activateLanguage } from '../../src/app/i18n/activateLanguage';
import { MESSAGE_GROUPS } from '../../src/app/i18n/messageGroups';

/** Node's own FormData (jsdom's replaced the global): the class of what a Response parses. */
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;

// One Blob, File and FormData for the whole test page, as in a browser: fetch, Request and
// Response are Node's (undici), and from Node 24 undici builds and checks Blobs and Files through
// these globals, so jsdom's own classes (which lack text() and arrayBuffer()) would break
// multipart bodies and downloads. Defined on the test's global only: Vitest's jsdom environment
// forwards plain assignments to jsdom's window, whose own Blob and FormData its Request converts.
for (const [name, value] of Object.entries({
  Blob: NodeBlob,
  File: NodeFile,
  FormData: NodeFormData,
})) {
  Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
}

// jsdom lays nothing out and has no window.scrollTo; React Router's scroll restoration calls it
// on every navigation (src/app/layouts/PageArrival.tsx). Scrolling is checked in Chromium
// (tests/e2e/scrolling.test.ts).
window.scrollTo = () => {};

// The back office's endpoints are a module the app loads with its first staff screen
// (src/store/api/backOffice.ts): compiled here, so that screen's test does not wait for it on a
// busy machine.
await import('../../src/store/api/backOffice');

// The storefront's words in English, as the specification writes them (a test of an Urdu page
// activates Urdu itself).
await activateLanguage('en', MESSAGE_GROUPS);

// Reads are still retried after a network failure or a 5xx, without the half-second waits.
readRetries.firstDelayMs = 1;
// A Place Order that failed in a way a retry may cure is sent again, just as quickly.
placeOrderRetries.firstDelayMs = 1;

// MUI, the data grid and the charts re-render slowly in jsdom on a shared 2-core machine: every
// findBy and waitFor waits up to 5 s.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
