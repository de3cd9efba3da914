import { useEffect } from 'react';
import { useAppSelector } from '../../store/hooks';
import { useMatches, useSearchParams } from 'react-router-dom';
import { useShopContact } from '../../components/useShopContact';
import { pagePlan } from '../routes/pageData';
import type { RouteHandle } from '../routes/storefrontRoutes';
import { pageLanguage } from '../../components/pageLanguage';

/**
 * Keeps document.title in step with the storefront page after navigations in the browser (the
 * server already wrote it into the first page's HTML), from the page's route as the server reads
 * it: the same data, the same head.
 */
export function useStorefrontTitle(): void {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const page = (leaf?.handle as RouteHandle | undefined)?.page;
  const [search] = useSearchParams();
  const shopName = useShopContact().name;
  const title = useAppSelector((state) =>
    page && leaf
      ? pagePlan(page, state, leaf.params, search, pageLanguage())?.head(shopName).title
      : undefined,
  );
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
