/** A file the API sent for saving: an object URL of its bytes, and the name the server gave it. */
export interface Download {
  url: string;
  filename: string;
}

/** The file name of a content-disposition header (`attachment; filename="orders-….csv"`). */
export function filenameOf(disposition: string | null | undefined, fallback: string): string {
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition ?? '');
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return name || fallback;
}

/**
 * A response handler for file downloads: a 2xx body becomes an object URL (a string, so the
 * store stays serialisable; the saver revokes it), an error body is read as the usual JSON.
 */
export const downloadHandler =
  (fallbackName: string) =>
  async (response: Response): Promise<Download | unknown> =>
    response.ok
      ? {
          url: URL.createObjectURL(await response.blob()),
          filename: filenameOf(response.headers.get('content-disposition'), fallbackName),
        }
      : response.json().catch(() => null);

/** Saves a download through a temporary link, then lets its object URL go. */
export function saveDownload({ url, filename }: Download): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
