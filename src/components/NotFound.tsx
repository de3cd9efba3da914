import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useHydrated } from './useHydrated';

interface NotFoundProps {
  title: string;
  text: string;
  /** The ways on: links or buttons, the first the main one. */
  actions: ReactNode;
  /** More below the actions (the storefront's categories). */
  children?: ReactNode;
}

/**
 * Something that does not exist (a perfume, category, order or page), said in words with a way on.
 * Search engines are asked not to index it: the server writes the robots tag into a rendered 404's
 * head; in the browser React hoists this one into <head> for as long as the page shows.
 */
export function NotFound({ title, text, actions, children }: NotFoundProps) {
  const hydrated = useHydrated();
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 5, md: 8 } }}>
      {hydrated && <meta name="robots" content="noindex" />}
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'center', alignItems: 'center' }}
      >
        {actions}
      </Stack>
      {children}
    </Box>
  );
}
