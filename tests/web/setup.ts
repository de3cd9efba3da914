import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { server } from '../../mocks/node';

/** Node's own FormData (jsdom's replaced the global): the class of what a Response parses. */
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;

// One Blob, File and FormData for the whole test page, as in a browser: fetch, Request and
// Response are Node's (undici), and from Node 24 undici builds and checks Blobs and Files through
// these globals, so jsdom's own classes (which lack text() and arrayBuffer()) would break
// multipart bodies and downloads.
Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile, FormData: NodeFormData });

// jsdom lays nothing out and has no window.scrollTo; React Router's scroll restoration calls it
// on every navigation (src/app/layouts/PageArrival.tsx). Scrolling is checked in Chromium
// (tests/e2e/scrolling.test.ts).
window.scrollTo = () => {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
