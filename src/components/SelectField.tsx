import { useId, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import { nativeControlSx, nativeLabelSx } from './nativeField';
import { useHydrated } from './useHydrated';

interface SelectFieldProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  minWidth?: number;
}

/**
 * A labelled drop-down drawn like an outlined MUI field but built on the browser's own <select>:
 * the phone's native picker, full keyboard support, and none of MUI's menu and modal code on the
 * storefront's first load. Disabled until React runs the page: a choice made in the server's HTML
 * would do nothing and then be undone by hydration.
 */
export function SelectField({ label, value, options, onChange, minWidth = 200 }: SelectFieldProps) {
  const id = useId();
  const hydrated = useHydrated();
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex', minWidth }}>
      <Box component="label" htmlFor={id} sx={nativeLabelSx}>
        {label}
      </Box>
      <Box
        component="select"
        id={id}
        value={value}
        disabled={!hydrated}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        sx={{ ...nativeControlSx, cursor: 'pointer' }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Box>
    </Box>
  );
}
