import { brand, type ShopContact } from '@shop/domain/brand';
import { useGetShopQuery } from '../store/api/enhanced';

/**
 * The shop's name and contact details as the server is configured (SHOP_*), or the defaults of
 * src/domain/brand.ts while they load or when they cannot: a page never waits on them. Server
 * rendering prefetches them for every storefront page (src/app/routes/serverPage.ts).
 */
export function useShopContact(): ShopContact {
  return useGetShopQuery().data ?? brand;
}
