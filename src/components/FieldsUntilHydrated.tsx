import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useHydrated } from './useHydrated';

/**
 * A form's fields, disabled while the page is still the server's HTML: what a shopper typed
 * before React ran would be replaced by the form's state on hydration. A borderless <fieldset>,
 * so the fields keep their layout.
 */
export function FieldsUntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Box component="fieldset" disabled={!hydrated} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      {children}
    </Box>
  );
}
