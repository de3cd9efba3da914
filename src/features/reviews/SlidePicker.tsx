import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { slideRange } from './slides';

/** One dot per slide; the current one is marked for screen readers with aria-current. */
export function SlidePicker<T>({
  slides,
  current,
  onPick,
}: {
  slides: T[][];
  current: number;
  onPick: (slide: number) => void;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1, mt: 3 }}>
      {slides.map((slide, i) => {
        const range = slideRange(i, slide.length);
        const active = i === current;
        return (
          <ButtonBase
            key={i}
            aria-label={`Show ${slide.length > 1 ? 'reviews' : 'review'} ${range}`}
            aria-current={active ? 'true' : undefined}
            onClick={() => onPick(i)}
            focusRipple
            sx={{
              width: 24,
              height: 24,
              borderRadius: '50%',
              '&::after': {
                content: '""',
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: active ? 'secondary.main' : 'grey.400',
              },
              '&.Mui-focusVisible': { outline: 2, outlineColor: 'secondary.main' },
            }}
          />
        );
      })}
    </Box>
  );
}
