import { t } from '@lingui/core/macro';
import { useMemo, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { ReviewCard, type PublicReview } from './ReviewCard';
import { SlidePicker } from './SlidePicker';
import { slideRange, toSlides } from './slides';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useHydrated } from '../../components/useHydrated';

const KEY_MOVES: Record<string, (current: number, last: number) => number> = {
  ArrowLeft: (current) => current - 1,
  ArrowRight: (current) => current + 1,
  Home: () => 0,
  End: (_current, last) => last,
};
/** Right to left (Urdu pages) the previous reviews are on the right, the next on the left. */
const MIRRORED_KEYS: Record<string, string> = { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' };
/** The previous and next chevrons point the way the page reads. */
const POINTING_SX = { '[dir=rtl] &': { transform: 'scaleX(-1)' } } as const;

/**
 * The reviews in slides of three. Moves only when asked (buttons, slide picker, or the arrow,
 * Home and End keys while focus is inside), and a live region says which reviews are shown.
 */
export function ReviewSlides({ reviews }: { reviews: PublicReview[] }) {
  const slides = useMemo(() => toSlides(reviews), [reviews]);
  const [chosen, setChosen] = useState(0);
  const last = slides.length - 1;
  const current = Math.min(chosen, last);
  const shown = slides[current] ?? [];
  const range = slideRange(current, shown.length);
  const count = reviews.length;
  const go = (slide: number) => setChosen((slide + slides.length) % slides.length);
  // The buttons work through React: disabled in the server's HTML, so a tap or a key press
  // before the scripts have run is never taken and lost (and keyboard focus gets its ring).
  const hydrated = useHydrated();

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const rightToLeft = getComputedStyle(event.currentTarget).direction === 'rtl';
    const move = KEY_MOVES[(rightToLeft && MIRRORED_KEYS[event.key]) || event.key];
    if (!move || slides.length < 2) return;
    event.preventDefault();
    go(move(current, last));
  };

  return (
    <Box
      role="group"
      aria-roledescription="carousel"
      aria-label={t`Customer reviews`}
      onKeyDown={onKeyDown}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {slides.length > 1 && (
          <IconButton
            aria-label={t`Previous reviews`}
            disabled={!hydrated}
            onClick={() => go(current - 1)}
          >
            <ChevronLeftIcon sx={POINTING_SX} />
          </IconButton>
        )}
        <Box
          role="group"
          aria-roledescription="slide"
          aria-label={t`Reviews ${range} of ${count}`}
          tabIndex={0}
          sx={{ flexGrow: 1, borderRadius: 1, '&:focus-visible': { outline: 2, outlineOffset: 4 } }}
        >
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            {shown.map((review) => (
              <Box key={review._id}>
                <ReviewCard review={review} />
              </Box>
            ))}
          </Box>
        </Box>
        {slides.length > 1 && (
          <IconButton
            aria-label={t`Next reviews`}
            disabled={!hydrated}
            onClick={() => go(current + 1)}
          >
            <ChevronRightIcon sx={POINTING_SX} />
          </IconButton>
        )}
      </Box>
      {slides.length > 1 && (
        <SlidePicker slides={slides} current={current} onPick={go} disabled={!hydrated} />
      )}
      <Box aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
        {t`Showing reviews ${range} of ${count}`}
      </Box>
    </Box>
  );
}
