import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { brand } from '../brand';

/** Storefront footer: brand text, contact block, follow links and copyright. */
export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: 'grey.300', mt: 8, py: 5 }}>
      <Container>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="h6" sx={{ color: '#fff', fontFamily: 'Georgia, serif' }}>
              {brand.name}
            </Typography>
            <Typography variant="body2">
              {brand.tagline} Long-lasting fragrance oils, eau de parfum and attars, cash on
              delivery nationwide.
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography variant="subtitle1" component="h2" sx={{ color: '#fff' }}>
              Contact
            </Typography>
            <Typography variant="body2">{brand.city}</Typography>
            <Typography variant="body2">
              <Link href={`tel:${brand.phone.replace(/\s/g, '')}`} color="inherit">
                {brand.phone}
              </Link>
            </Typography>
            <Typography variant="body2">
              <Link href={`mailto:${brand.email}`} color="inherit">
                {brand.email}
              </Link>
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Typography variant="subtitle1" component="h2" sx={{ color: '#fff' }}>
              Follow us
            </Typography>
            <Stack>
              <Link
                href={brand.social.facebook}
                color="inherit"
                rel="noopener noreferrer"
                target="_blank"
              >
                Facebook
              </Link>
              <Link
                href={brand.social.instagram}
                color="inherit"
                rel="noopener noreferrer"
                target="_blank"
              >
                Instagram
              </Link>
              <Link
                href={brand.social.whatsapp}
                color="inherit"
                rel="noopener noreferrer"
                target="_blank"
              >
                WhatsApp
              </Link>
            </Stack>
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ mt: 4, textAlign: 'center' }}>
          © 2025 {brand.name}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
