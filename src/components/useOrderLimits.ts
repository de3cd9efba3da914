import { DEFAULT_ORDER_LIMITS, type OrderLimits } from '@shop/domain/orderLimits';
import { useGetShopQuery } from '../store/api/enhanced';

/**
 * What one order may hold, as the server is configured (GET /api/shop, loaded with every page);
 * the server's defaults until it has answered.
 */
export function useOrderLimits(): OrderLimits {
  return useGetShopQuery().data?.orderLimits ?? DEFAULT_ORDER_LIMITS;
}
