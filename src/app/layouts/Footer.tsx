import { ShopFooter } from '../../components/ShopFooter';
import { useShopContact } from '../../components/useShopContact';

/**
 * Storefront footer: brand text, contact block, follow links and copyright, from the shop's
 * settings (the defaults until they arrive).
 */
export function Footer() {
  return <ShopFooter shop={useShopContact()} />;
}
