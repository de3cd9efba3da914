import { t } from '@lingui/core/macro';
import type { ComponentProps, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TAP_TARGET_LINK_SX } from './tapTarget';
import { ShopLogo } from './ShopLogo';
import type { ShopContact } from '@shop/domain/brand';
import { shopYear } from '@shop/domain/shopDay';

/** A plain link in the footer's colours (MUI's Link would add to every page's first load), 44px tall for a finger. */
function FooterLink(props: ComponentProps<'a'>) {
  return (
    <Box
      component="a"
      {...props}
      sx={{
        ...TAP_TARGET_LINK_SX,
        color: 'inherit',
        textUnderlineOffset: 3,
        '&:hover': { color: '#fff' },
      }}
    />
  );
}

/** A link to another site, opened in a new tab. */
const elsewhere = { rel: 'noopener noreferrer', target: '_blank' } as const;

/**
 * The storefront's footer for these contact details: brand text, contact block, follow links
 * (those the shop has) and copyright. The storefront's own footer, and the settings' `preview`:
 * not a footer landmark, its headings under the preview's, in one column. `languageSwitch`: the
 * storefront's link to the page in its other language, above the copyright.
 */
export function ShopFooter({
  shop,
  preview = false,
  languageSwitch,
}: {
  shop: ShopContact;
  preview?: boolean;
  languageSwitch?: ReactNode;
}) {
  const headings = preview ? 'h4' : 'h2';
  const year = shopYear(new Date());
  const name = shop.name;
  return (
    <Box
      component={preview ? 'div' : 'footer'}
      sx={{ bgcolor: 'primary.main', color: 'grey.300', mt: preview ? 0 : 8, py: 5 }}
    >
      <Container>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: preview
              ? 'minmax(0, 1fr)'
              : {
                  xs: 'minmax(0, 1fr)',
                  sm: 'repeat(2, minmax(0, 1fr))',
                  md: '5fr 4fr 3fr',
                },
          }}
        >
          <Box sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}>
            <Typography
              variant="h6"
              component="p"
              sx={{ color: '#fff', fontFamily: 'Georgia, serif' }}
            >
              <ShopLogo src={shop.logo} height={40} />
              {shop.name}
            </Typography>
            <Typography variant="body2">
              <bdi>{shop.tagline}</bdi>{' '}
              {t`Long-lasting fragrance oils, eau de parfum and attars, cash on delivery nationwide.`}
            </Typography>
          </Box>
          <Box>
            <Typography variant="subtitle1" component={headings} sx={{ color: '#fff' }}>
              {t`Contact`}
            </Typography>
            <Typography variant="body2">{shop.city}</Typography>
            <Typography variant="body2">
              <FooterLink href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                {shop.phone}
              </FooterLink>
            </Typography>
            <Typography variant="body2">
              <FooterLink href={shop.social.whatsapp} {...elsewhere}>
                {t`WhatsApp`} <bdi dir="ltr">{shop.whatsapp}</bdi>
              </FooterLink>
            </Typography>
            <Typography variant="body2">
              <FooterLink href={`mailto:${shop.email}`} dir="ltr">
                {shop.email}
              </FooterLink>
            </Typography>
          </Box>
          <Box>
            <Typography variant="subtitle1" component={headings} sx={{ color: '#fff' }}>
              {t`Follow us`}
            </Typography>
            <Stack>
              {shop.social.facebook && (
                <FooterLink href={shop.social.facebook} {...elsewhere}>
                  Facebook
                </FooterLink>
              )}
              {shop.social.instagram && (
                <FooterLink href={shop.social.instagram} {...elsewhere}>
                  Instagram
                </FooterLink>
              )}
              <FooterLink href={shop.social.whatsapp} {...elsewhere}>
                {t`WhatsApp`}
              </FooterLink>
            </Stack>
          </Box>
        </Box>
        {languageSwitch && <Box sx={{ mt: 3, textAlign: 'center' }}>{languageSwitch}</Box>}
        <Typography variant="body2" sx={{ mt: languageSwitch ? 1 : 4, textAlign: 'center' }}>
          {t`© ${year} ${name}. All rights reserved.`}
        </Typography>
      </Container>
    </Box>
  );
}
