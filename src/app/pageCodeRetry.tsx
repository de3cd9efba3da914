import { useState, type ComponentType } from 'react';
import { CantReach } from '../components/CantReach';
import { PageLoading } from '../components/PageLoading';
import { shopAnswers } from './shopAnswers';

/**
 * A page's code, loaded on first visit, that can fail to arrive: the server is stopped, or the
 * connection dropped. The page then says it couldn't reach the shop, with a Retry that loads the
 * code again and shows the page in the same document (the cart and the rest of the store stay),
 * never the browser's own error page. A browser that keeps a module's failure for the document
 * (Firefox does) cannot load it again: once the server answers, Retry loads the page afresh; the
 * cart lives in sessionStorage and survives that.
 */
export function pageCodeRetry(load: () => Promise<ComponentType>): () => Promise<ComponentType> {
  let loaded: ComponentType | null = null;
  // Vite resolves a failed import with nothing when its 'vite:preloadError' event was handled.
  const loadPage = async () => {
    const page = await load();
    if (!page) throw new Error('The page could not be loaded');
    return page;
  };

  function PageCodeUnreachable() {
    const [page, setPage] = useState<ComponentType | null>(() => loaded);
    const [trying, setTrying] = useState(false);
    const retry = async () => {
      setTrying(true);
      try {
        loaded = await loadPage();
        setPage(() => loaded);
      } catch {
        if (await shopAnswers()) window.location.reload();
        else setTrying(false);
      }
    };
    if (page) {
      const Page = page;
      return <Page />;
    }
    if (trying) return <PageLoading />;
    return <CantReach onRetry={() => void retry()} />;
  }

  return async () => {
    try {
      loaded = await loadPage();
      return loaded;
    } catch {
      return PageCodeUnreachable;
    }
  };
}
