import Box from '@mui/material/Box';
import LocalFloristIcon from '@mui/icons-material/LocalFlorist';
import { imageSrcSet } from '@shop/domain/images';

interface PerfumeImageProps {
  src: string | null | undefined;
  alt: string;
  /** The slot's width in CSS pixels at each breakpoint, for the browser to pick a file. */
  sizes: string;
  eager?: boolean;
}

/**
 * A square perfume photo that never shifts the page: the box keeps its shape before the image
 * arrives, and below-the-fold images load lazily.
 */
export function PerfumeImage({ src, alt, sizes, eager = false }: PerfumeImageProps) {
  return (
    <Box
      sx={{ position: 'relative', aspectRatio: '1 / 1', bgcolor: 'grey.100', overflow: 'hidden' }}
    >
      {src ? (
        <Box
          component="img"
          src={src}
          srcSet={imageSrcSet(src)}
          sizes={sizes}
          alt={alt}
          width={480}
          height={480}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Box
          role="img"
          aria-label={alt}
          sx={{ display: 'grid', placeItems: 'center', height: '100%', color: 'grey.400' }}
        >
          <LocalFloristIcon fontSize="large" />
        </Box>
      )}
    </Box>
  );
}
