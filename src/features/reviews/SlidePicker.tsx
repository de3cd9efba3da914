import { t } from '@lingui/core/macro';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { TAP_TARGET } from '../../components/tapTarget';
import { slideRange } from './slides';

/** One dot per slide; the current one is marked for screen readers with aria-current. */
export function SlidePicker<T>({
  slides,
  current,
  onPick,
  disabled = false,
}: {
  slides: T[][];
  current: number;
  onPick: (slide: number) => void;
  disabled?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      {slides.map((slide, i) => {
        const range = slideRange(i, slide.length);
        const active = i === current;
        return (
          <ButtonBase
            key={i}
            aria-label={slide.length > 1 ? t`Show reviews ${range}` : t`Show review ${range}`}
            aria-current={active ? 'true' : undefined}
            onClick={() => onPick(i)}
            disabled={disabled}
            focusRipple
            sx={{
              width: TAP_TARGET,
              height: TAP_TARGET,
              borderRadius: '50%',
              '&::after': {
                content: '""',
                // The current dot is also wider: not told by colour alone.
                width: active ? 20 : 12,
                height: 12,
                borderRadius: 6,
                // grey.600 is 4.6:1 on the section's grey: the dots are controls, 3:1 at least.
                bgcolor: active ? 'secondary.main' : 'grey.600',
              },
            }}
          />
        );
      })}
    </Box>
  );
}
