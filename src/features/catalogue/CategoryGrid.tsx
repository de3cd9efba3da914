import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { RouterLink } from '../../components/RouterLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useGetActiveCategoriesQuery } from '../../store/api/enhanced';
import { HomeSection } from '../../components/HomeSection';
import { useLoadFailure } from '../../components/useLoadFailure';
import { languageArg, pageLanguage } from '../../components/pageLanguage';

/** Columns per row: as many as there are categories, at most 4 (md) or 6 (lg). */
function columns(count: number) {
  const n = Math.max(1, count);
  const repeat = (k: number) => `repeat(${Math.min(n, k)}, minmax(0, 1fr))`;
  return { xs: 'minmax(0, 1fr)', sm: repeat(2), md: repeat(4), lg: repeat(6) };
}

/** A category card's link, by its name. */
const exploreLabel = (name: string) => t`Explore ${name}`;

/** "Shop by Category": one card per active category, with its image as the background. */
export function CategoryGrid() {
  const query = useGetActiveCategoriesQuery(languageArg(pageLanguage()));
  const { data: categories = [], error } = query;
  const { failure, retry } = useLoadFailure(query);

  useEffect(() => {
    if (error) console.error('Failed to load categories', error);
  }, [error]);

  return (
    <HomeSection
      titleId="categories-title"
      title={t`Shop by Category`}
      failure={failure}
      retry={retry}
    >
      {categories.length === 0 ? (
        <Typography align="center" color="text.secondary" role="status">
          {t`Loading categories...`}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: columns(categories.length) }}>
          {categories.map((category) => (
            <Box key={category._id}>
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
                  aria-label={exploreLabel(category.name)}
                >
                  {t`Explore`}
                </Button>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </HomeSection>
  );
}
