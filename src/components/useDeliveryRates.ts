import { FREE_DELIVERY, type DeliveryRates } from '@shop/domain/delivery';
import { useGetShopQuery } from '../store/api/enhanced';

/**
 * What delivery costs, as the shop's settings say (GET /api/shop, loaded with every page); free
 * until the server has answered. The server prices every order again from the address.
 */
export function useDeliveryRates(): DeliveryRates {
  return useGetShopQuery().data?.delivery ?? FREE_DELIVERY;
}
