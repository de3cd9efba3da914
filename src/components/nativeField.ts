/**
 * The look of MUI's outlined fields for the browser's own controls (a label on the border, a
 * 48 px tall box), used where the storefront's first load must stay small.
 */
export const nativeLabelSx = {
  position: 'absolute',
  top: -9,
  left: 10,
  px: 0.5,
  fontSize: '0.75rem',
  lineHeight: '1.1rem',
  color: 'text.secondary',
  bgcolor: 'background.default',
  pointerEvents: 'none',
} as const;

export const nativeControlSx = {
  width: '100%',
  minHeight: 48,
  px: 1.75,
  font: 'inherit',
  fontSize: '1rem',
  color: 'text.primary',
  bgcolor: 'transparent',
  border: '1px solid',
  borderColor: 'grey.600',
  borderRadius: 1,
  '&:hover:not(:disabled)': { borderColor: 'text.primary' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.dark', outlineOffset: 1 },
  '&:disabled': { color: 'text.disabled', borderColor: 'grey.300' },
} as const;
