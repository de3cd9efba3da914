import { t } from '@lingui/core/macro';
import { RouterLink } from '../../components/RouterLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** Home page hero: headline, promise and the way into the shop. */
export function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        background: 'radial-gradient(circle at 30% 20%, #4a3b2c 0%, #1f1a17 60%)',
        color: '#fff',
        py: { xs: 8, md: 12 },
      }}
    >
      <Container sx={{ textAlign: 'center' }}>
        <Typography
          id="hero-title"
          variant="h2"
          component="h1"
          sx={{ fontSize: { xs: '2.2rem', md: '3.5rem' } }}
        >
          {t`Luxury Perfumes for All Ages`}
        </Typography>
        <Typography
          sx={{ mt: 2, mb: 4, maxWidth: 640, mx: 'auto', color: 'grey.300', fontSize: '1.1rem' }}
        >
          {t`Long-lasting fragrance oils, eau de parfum and traditional attars, blended for every age and every occasion, with cash on delivery anywhere in Pakistan.`}
        </Typography>
        <Button
          component={RouterLink}
          to="/shop"
          variant="contained"
          color="secondary"
          size="large"
        >
          {t`Explore Collection`}
        </Button>
      </Container>
    </Box>
  );
}
