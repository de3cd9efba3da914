import type { ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { RouterLink } from './RouterLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useGetActiveCategoriesQuery } from '../store/api/enhanced';
import { NotFound } from './NotFound';
import { languageArg, pageLanguage } from './pageLanguage';

interface NotFoundPageProps {
  title?: string;
  text?: string;
  /** A way on before the shop's own (Track Order for an unknown order). */
  action?: ReactNode;
}

/**
 * The storefront's not-found page: an unknown path, perfume, category or order, with links to the
 * shop and to each category (server rendering prefetches them for every 404, src/app/routes/serverPage.ts).
 */
export function NotFoundPage({
  title = t`We couldn't find that page`,
  text = t`The page you are looking for does not exist.`,
  action,
}: NotFoundPageProps) {
  const { data: categories = [] } = useGetActiveCategoriesQuery(languageArg(pageLanguage()));
  return (
    <Container>
      <NotFound
        title={title}
        text={text}
        actions={
          <>
            {action}
            <Button
              component={RouterLink}
              to="/shop"
              {...(action ? { variant: 'outlined' } : { variant: 'contained', color: 'secondary' })}
            >
              {t`Browse the shop`}
            </Button>
            <Button component={RouterLink} to="/" variant="outlined">
              {t`Back to home`}
            </Button>
          </>
        }
      >
        {categories.length > 0 && (
          <Box component="nav" aria-labelledby="not-found-categories" sx={{ mt: 5 }}>
            <Typography id="not-found-categories" variant="h6" component="h2" gutterBottom>
              {t`Shop by category`}
            </Typography>
            <Box
              component="ul"
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'center',
                gap: 1,
                listStyle: 'none',
                p: 0,
                m: 0,
              }}
            >
              {categories.map((category) => (
                <li key={category._id}>
                  <Button component={RouterLink} to={`/category/${category._id}`} size="small">
                    {category.name}
                  </Button>
                </li>
              ))}
            </Box>
          </Box>
        )}
      </NotFound>
    </Container>
  );
}
