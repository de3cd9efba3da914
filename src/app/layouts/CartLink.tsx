import { select, t } from '@lingui/core/macro';
import { countOf } from '../../components/pageLanguage';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { NavLink } from '../../components/RouterLink';
import { ReplayEarlyTaps, type EarlyTap } from '../../components/earlyTaps';
import { useHydrated } from '../../components/useHydrated';
import { selectCartLineCount, selectCartRestored } from '../../store/cartSlice';
import { useAppSelector } from '../../store/hooks';
import { CartCountStatus } from './CartCountStatus';
import { navButtonSx } from './navButtonSx';

/** The cart's line count on the bag icon (drawn here: MUI's Badge adds to every first load). */
const cartBadgeSx = {
  position: 'absolute',
  top: -2,
  left: 18,
  pointerEvents: 'none',
  minWidth: 20,
  height: 20,
  px: 0.75,
  borderRadius: 10,
  bgcolor: 'secondary.main',
  color: 'secondary.contrastText',
  fontSize: '0.75rem',
  fontWeight: 500,
  lineHeight: '20px',
  textAlign: 'center',
} as const;

/** The bar's link to the cart with the cart's line count, once the cart is back. */
export function CartLink() {
  const lineCount = useAppSelector(selectCartLineCount);
  // Until the cart is back from the browser session its count is unknown, not 0.
  const restored = useAppSelector(selectCartRestored);
  const { category, count } = countOf(lineCount);
  const cartLabel = restored
    ? t`Cart, ${select(category, { one: `${count} item`, other: `${count} items` })}`
    : t`Cart`;
  // The count sits beside the link, not in it: the link's visible text stays in its name.
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
      <Button
        component={NavLink}
        to="/cart"
        color="inherit"
        aria-label={cartLabel}
        startIcon={<ShoppingBagOutlinedIcon />}
        sx={navButtonSx}
      >
        {t`Cart`}
      </Button>
      {/* In the server's HTML too, hidden until the cart is back: its style is then in the
          page, not made afresh in the browser (mirrored on an Urdu page) as it comes to life. */}
      <Box component="span" aria-hidden hidden={!restored} sx={cartBadgeSx}>
        {restored ? lineCount : null}
      </Box>
      <CartCountStatus label={cartLabel} count={lineCount} />
    </Box>
  );
}

/**
 * The bar's buttons answer a tap made before the scripts ran (the page head's script), once React
 * runs the page and the cart is back, in the same commit as the page's own replayer.
 */
export function ReplayWhenReady({ replay }: { replay: Record<string, (tap: EarlyTap) => void> }) {
  const restored = useAppSelector(selectCartRestored);
  const hydrated = useHydrated();
  return <ReplayEarlyTaps ready={restored && hydrated} replay={replay} />;
}
