import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useGetActiveCategoriesQuery } from '../../store/api/enhanced';

/** Column width out of 12: as many per row as there are categories, never narrower than 3 (md) or 2 (lg). */
function columns(count: number) {
  const share = Math.floor(12 / Math.max(1, count));
  return { xs: 12, sm: 6, md: Math.max(3, share), lg: Math.max(2, share) };
}

/** "Shop by Category": one card per active category, with its image as the background. */
export function CategoryGrid() {
  const { data: categories = [], error } = useGetActiveCategoriesQuery();

  useEffect(() => {
    if (error) console.error('Failed to load categories', error);
  }, [error]);

  return (
    <Container component="section" aria-labelledby="categories-title" sx={{ py: 6 }}>
      <Typography id="categories-title" variant="h4" component="h2" align="center" gutterBottom>
        Shop by Category
      </Typography>
      {categories.length === 0 ? (
        <Typography align="center" color="text.secondary" role="status">
          Loading categories...
        </Typography>
      ) : (
        <Grid container spacing={3}>
          {categories.map((category) => (
            <Grid key={category._id} size={columns(categories.length)}>
              <Box
                sx={{
                  position: 'relative',
                  height: 260,
                  borderRadius: 2,
                  overflow: 'hidden',
                  backgroundColor: 'grey.800',
                  backgroundImage: category.image
                    ? `linear-gradient(to top, rgba(0,0,0,0.65), rgba(0,0,0,0.05)), url("${encodeURI(category.image)}")`
                    : undefined,
                  backgroundSize: 'cover',
                  backgroundPosition: 'center',
                  display: 'flex',
                  flexDirection: 'column',
                  justifyContent: 'flex-end',
                  p: 2.5,
                  color: '#fff',
                }}
              >
                <Typography variant="h5" component="h3">
                  {category.name}
                </Typography>
                <Button
                  component={RouterLink}
                  to={`/category/${category._id}`}
                  variant="outlined"
                  color="inherit"
                  size="small"
                  sx={{ alignSelf: 'flex-start', mt: 1 }}
                  aria-label={`Explore ${category.name}`}
                >
                  Explore
                </Button>
              </Box>
            </Grid>
          ))}
        </Grid>
      )}
    </Container>
  );
}
