import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_QUERY, SEARCH_SUGGESTIONS } from '@shop/domain/search';
import { useLazySearchPublicPerfumesQuery } from '../../store/api/enhanced';
import type { PublicPerfume } from './PerfumeCard';
import { languageArg, pageLanguage } from '../../components/pageLanguage';

/**
 * Perfumes matching what is being typed: asked once typing pauses (SEARCH_DEBOUNCE_MS), and a
 * request still out when the text changes again is aborted, so an older, slower answer never
 * replaces a newer one. Empty while the text is blank or the field is closed.
 */
export function useSuggestions(text: string, enabled: boolean): PublicPerfume[] {
  const [trigger] = useLazySearchPublicPerfumesQuery();
  const [found, setFound] = useState<{ q: string; list: PublicPerfume[] }>({ q: '', list: [] });
  const q = text.trim().slice(0, SEARCH_MAX_QUERY);

  useEffect(() => {
    if (!enabled || q === '') return undefined;
    let request: ReturnType<typeof trigger> | undefined;
    const timer = setTimeout(() => {
      request = trigger({ q, limit: SEARCH_SUGGESTIONS, ...languageArg(pageLanguage()) }, true);
      request
        .unwrap()
        .then((list) => setFound({ q, list }))
        .catch(() => {
          // Aborted or failed: the field keeps working as a plain search form.
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      request?.abort();
    };
  }, [q, enabled, trigger]);

  // The last answer stays while the next is on its way, so the list does not flicker.
  return enabled && q !== '' && found.q !== '' ? found.list : [];
}
