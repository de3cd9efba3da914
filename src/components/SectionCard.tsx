import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

/** A card that is a section of its page, named by its title (an h2 the size of an h6). */
export function SectionCard({
  titleId,
  title,
  outlined = false,
  titleGutter = true,
  sx,
  children,
}: {
  titleId: string;
  title: ReactNode;
  /** A line around the card instead of a shadow (the storefront's cards). */
  outlined?: boolean;
  /** Space under the title; none where the first line should sit close to it. */
  titleGutter?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Paper
      variant={outlined ? 'outlined' : 'elevation'}
      component="section"
      aria-labelledby={titleId}
      sx={[{ p: 3 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Typography id={titleId} variant="h6" component="h2" gutterBottom={titleGutter}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
