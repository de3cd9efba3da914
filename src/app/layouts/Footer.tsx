import type { ComponentProps } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { brand } from '../../domain/brand';

/** A plain link in the footer's colours (MUI's Link would add to every page's first load). */
function FooterLink(props: ComponentProps<'a'>) {
  return (
    <Box
      component="a"
      {...props}
      sx={{ color: 'inherit', textUnderlineOffset: 3, '&:hover': { color: '#fff' } }}
    />
  );
}

/** Storefront footer: brand text, contact block, follow links and copyright. */
export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: 'grey.300', mt: 8, py: 5 }}>
      <Container>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: {
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
              {brand.name}
            </Typography>
            <Typography variant="body2">
              {brand.tagline} Long-lasting fragrance oils, eau de parfum and attars, cash on
              delivery nationwide.
            </Typography>
          </Box>
          <Box>
            <Typography variant="subtitle1" component="h2" sx={{ color: '#fff' }}>
              Contact
            </Typography>
            <Typography variant="body2">{brand.city}</Typography>
            <Typography variant="body2">
              <FooterLink href={`tel:${brand.phone.replace(/\s/g, '')}`}>{brand.phone}</FooterLink>
            </Typography>
            <Typography variant="body2">
              <FooterLink href={`mailto:${brand.email}`}>{brand.email}</FooterLink>
            </Typography>
          </Box>
          <Box>
            <Typography variant="subtitle1" component="h2" sx={{ color: '#fff' }}>
              Follow us
            </Typography>
            <Stack>
              <FooterLink
                href={brand.social.facebook}

                rel="noopener noreferrer"
                target="_blank"
              >
                Facebook
              </FooterLink>
              <FooterLink
                href={brand.social.instagram}

                rel="noopener noreferrer"
                target="_blank"
              >
                Instagram
              </FooterLink>
              <FooterLink
                href={brand.social.whatsapp}

                rel="noopener noreferrer"
                target="_blank"
              >
                WhatsApp
              </FooterLink>
            </Stack>
          </Box>
        </Box>
        <Typography variant="body2" sx={{ mt: 4, textAlign: 'center' }}>
          © 2025 {brand.name}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
