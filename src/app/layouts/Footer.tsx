import { ShopFooter } from '../../components/ShopFooter';
import { useShopContact } from '../../components/useShopContact';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * Storefront footer: brand text, contact block, follow links, the page in the other language and
 * copyright, from the shop's settings (the defaults until they arrive).
 */
export function Footer() {
  return (
    <ShopFooter
      shop={useShopContact()}
      languageSwitch={<LanguageSwitch sx={{ '&:hover': { color: '#fff' } }} />}
    />
  );
}
