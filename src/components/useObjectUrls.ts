import { useEffect, useMemo, useState } from 'react';

export interface ObjectUrls {
  /** A preview URL for a chosen file. */
  create: (file: Blob) => string;
  /** Frees a URL made by create (when its file is replaced or its row removed). */
  revoke: (url: string | null | undefined) => void;
}

/**
 * Object URLs for previews of chosen files. They are made in event handlers, freed when their
 * file is replaced, and every one still live is freed when the screen closes.
 */
export function useObjectUrls(): ObjectUrls {
  const [live] = useState(() => new Set<string>());
  useEffect(
    () => () => {
      for (const url of live) URL.revokeObjectURL(url);
      live.clear();
    },
    [live],
  );
  return useMemo(
    () => ({
      create(file) {
        const url = URL.createObjectURL(file);
        live.add(url);
        return url;
      },
      revoke(url) {
        if (url && live.delete(url)) URL.revokeObjectURL(url);
      },
    }),
    [live],
  );
}
