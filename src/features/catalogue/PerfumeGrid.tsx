import { t } from '@lingui/core/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PerfumeCard, type CardHeading, type PublicPerfume } from './PerfumeCard';

interface PerfumeGridProps {
  perfumes: PublicPerfume[] | undefined;
  /** Shown when the list arrived empty; while it has not arrived, 'Loading products...' shows. */
  emptyText?: string;
  /** How many cards are above the fold and load at once. */
  eagerCount?: number;
  /** The cards' heading level: h2 right under a page's h1, h3 under a section's h2. */
  cardHeading?: CardHeading;
}

/** Perfume cards in a responsive grid. */
export function PerfumeGrid({
  perfumes,
  emptyText,
  eagerCount = 0,
  cardHeading = 'h3',
}: PerfumeGridProps) {
  if (!perfumes || (perfumes.length === 0 && !emptyText)) {
    return (
      <Typography align="center" color="text.secondary" role="status">
        {t`Loading products...`}
      </Typography>
    );
  }
  if (perfumes.length === 0) {
    return (
      <Typography align="center" color="text.secondary" role="status">
        {emptyText}
      </Typography>
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      {perfumes.map((perfume, index) => (
        <PerfumeCard
          key={perfume._id}
          perfume={perfume}
          eager={index < eagerCount}
          heading={cardHeading}
        />
      ))}
    </Box>
  );
}
