import { t } from '@lingui/core/macro';
import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { useHydrated } from '../../components/useHydrated';
import type { PublicPerfume } from './PerfumeCard';
import { GALLERY_SIZES } from './imageSizes';
import { PerfumeImage } from '../../components/PerfumeImage';

interface PerfumeGalleryProps {
  perfume: PublicPerfume;
  selected: number;
  onSelect: (index: number) => void;
}

/** The large image's text: the perfume and its size ("Oud Royale, 50ml"). */
const sizeAlt = (name: string, size: string) => t`${name}, ${size}`;
const showSize = (size: string) => t`Show ${size}`;

/**
 * The chosen size's image large, and a thumbnail strip of every size's image: Tab to a thumbnail
 * and Enter, or the left and right arrows along the strip.
 */
export function PerfumeGallery({ perfume, selected, onSelect }: PerfumeGalleryProps) {
  const hydrated = useHydrated();
  const current = perfume.variants[selected];
  const count = perfume.variants.length;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (forward === undefined) return;
    // Right to left (an Urdu page), the strip starts at the right: the arrows follow what is seen.
    const step = getComputedStyle(event.currentTarget).direction === 'rtl' ? -forward : forward;
    event.preventDefault();
    const next = (selected + step + count) % count;
    onSelect(next);
    event.currentTarget.querySelectorAll('button')[next]?.focus();
  };
  return (
    <Box>
      <Box sx={{ borderRadius: 2, overflow: 'hidden' }}>
        <PerfumeImage
          src={current?.image}
          alt={current ? sizeAlt(perfume.name, current.size) : perfume.name}
          sizes={GALLERY_SIZES}
          eager
        />
      </Box>
      {perfume.variants.length > 1 && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ mt: 1.5 }}
          role="group"
          aria-label={t`Images of each size`}
          onKeyDown={onKeyDown}
        >
          {perfume.variants.map((variant, index) => (
            <ButtonBase
              key={variant._id}
              onClick={() => onSelect(index)}
              disabled={!hydrated}
              aria-label={showSize(variant.size)}
              aria-pressed={index === selected}
              sx={{
                width: 72,
                borderRadius: 1,
                overflow: 'hidden',
                outline: index === selected ? '2px solid' : '1px solid',
                outlineColor: index === selected ? 'secondary.main' : 'divider',
              }}
            >
              <Box sx={{ width: '100%' }}>
                <PerfumeImage src={variant.image} alt="" sizes="72px" />
              </Box>
            </ButtonBase>
          ))}
        </Stack>
      )}
    </Box>
  );
}
