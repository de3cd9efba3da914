import { Suspense, lazy, useState } from 'react';
import { i18n } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { RouterLink, NavLink } from '../../components/RouterLink';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { SearchBox } from '../../features/catalogue/SearchBox';
import { selectCartLineCount, selectCartRestored } from '../../store/cartSlice';
import { useAppSelector } from '../../store/hooks';
import { ReplayEarlyTaps } from '../../components/earlyTaps';
import { ShopLogo } from '../../components/ShopLogo';
import { useHydrated } from '../../components/useHydrated';
import { TAP_TARGET_LINK_SX } from '../../components/tapTarget';
import { useShopContact } from '../../components/useShopContact';
import { CartCountStatus } from './CartCountStatus';
import { useLanguageLink } from './LanguageSwitch';

const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

const LINKS = [
  { to: '/', label: msg`Home` },
  { to: '/shop', label: msg`Shop` },
  { to: '/customer/reviews', label: msg`Reviews` },
  { to: '/track-order', label: msg`Track Order` },
  { to: '/contact', label: msg`Contact Us` },
];

/** Storefront navigation with the cart badge (number of cart lines). */
export function Navbar() {
  const lineCount = useAppSelector(selectCartLineCount);
  // Until the cart is back from the browser session its count is unknown, not 0.
  const restored = useAppSelector(selectCartRestored);
  const shop = useShopContact();
  const languageLink = useLanguageLink();
  const links = LINKS.map((link) => ({ to: link.to, label: i18n._(link.label) }));
  const [open, setOpen] = useState(false);
  // The drawer's code (and MUI's modal) loads on the first tap of the menu button only.
  const [opened, setOpened] = useState(false);
  // Below the large breakpoint the search field is a row of its own under the bar, opened by an icon.
  const [searching, setSearching] = useState(false);
  const hydrated = useHydrated();
  const ready = restored && hydrated;
  const openMenu = () => {
    setOpened(true);
    setOpen(true);
  };
  const cartLabel = restored
    ? t`Cart, ${plural(lineCount, { one: '# item', other: '# items' })}`
    : t`Cart`;

  return (
    <AppBar position="sticky" color="primary" elevation={0}>
      <Toolbar component="nav" aria-label={t`Main`} sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={t`Open menu`}
          data-early="menu"
          data-early-icon=""
          data-early-busy={t`Opening the menu...`}
          onClick={openMenu}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Typography
          component={RouterLink}
          to="/"
          variant="h6"
          sx={{
            ...TAP_TARGET_LINK_SX,
            color: 'inherit',
            textDecoration: 'none',
            fontFamily: 'Georgia, serif',
            flexGrow: 1,
          }}
        >
          <ShopLogo src={shop.logo} height={32} />
          {shop.name}
        </Typography>
        <Box sx={{ display: { xs: 'none', lg: 'block' }, width: 260, mr: 1 }}>
          <SearchBox />
        </Box>
        <IconButton
          color="inherit"
          aria-label={t`Search`}
          aria-expanded={searching}
          aria-controls="search-row"
          data-early="search"
          data-early-icon=""
          data-early-busy={t`Opening the search...`}
          onClick={() => setSearching((now) => !now)}
          sx={{ display: { lg: 'none' } }}
        >
          <SearchIcon />
        </IconButton>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
          {links.map((link) => (
            <Button
              key={link.to}
              component={NavLink}
              to={link.to}
              end
              color="inherit"
              sx={navButtonSx}
            >
              {link.label}
            </Button>
          ))}
        </Box>
        {/* The page in the other language (a full page load); on phones also in the menu. */}
        <Button
          color="inherit"
          {...languageLink}
          sx={{ ...navButtonSx, display: { xs: 'none', sm: 'inline-flex' }, minWidth: 0 }}
        />
        {/* The count sits beside the link, not in it: the link's visible text stays in its name. */}
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
          {restored && (
            <Box component="span" aria-hidden sx={cartBadgeSx}>
              {lineCount}
            </Box>
          )}
          <CartCountStatus label={cartLabel} count={lineCount} />
        </Box>
      </Toolbar>
      {/* The bar's buttons answer a tap made before the scripts ran (the page head's script). */}
      <ReplayEarlyTaps
        ready={ready}
        replay={{ menu: openMenu, search: () => setSearching(true) }}
      />
      {searching && (
        <Box id="search-row" sx={{ display: { lg: 'none' }, px: 2, pb: 1.5 }}>
          <SearchBox autoFocus onDone={() => setSearching(false)} />
        </Box>
      )}
      {opened && (
        <Suspense fallback={null}>
          <MobileMenu
            links={links}
            languageLink={languageLink}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </AppBar>
  );
}

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

const navButtonSx = {
  textTransform: 'none',
  '&.active': { color: 'secondary.light', textDecoration: 'underline', textUnderlineOffset: 6 },
} as const;
