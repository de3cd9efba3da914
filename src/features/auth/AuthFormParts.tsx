import type { ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';

/** The answer under a sign-in screen's fields: a failure unless told, nothing when there is none. */
export function AuthAlert({
  severity = 'error',
  children,
}: {
  severity?: AlertColor;
  children: ReactNode;
}) {
  if (!children) return null;
  return (
    <Alert severity={severity} sx={{ mt: 1 }} role="alert">
      {children}
    </Alert>
  );
}

/** A sign-in screen's main button, as wide as the card. */
export function AuthSubmit(props: Omit<ButtonProps, 'type' | 'variant' | 'fullWidth' | 'size'>) {
  return <Button type="submit" variant="contained" fullWidth size="large" {...props} />;
}
