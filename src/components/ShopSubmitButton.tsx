import Button, { type ButtonProps } from '@mui/material/Button';

/** The storefront's submit button: gold, large, with a spinner while `busy`. */
export function ShopSubmitButton({
  busy,
  ...props
}: { busy: boolean } & Omit<ButtonProps, 'type' | 'loading'>) {
  return (
    <Button
      type="submit"
      variant="contained"
      color="secondary"
      size="large"
      loading={busy}
      loadingPosition="start"
      {...props}
    />
  );
}
