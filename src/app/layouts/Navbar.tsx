import { Suspense, lazy, useState } from 'react';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { RouterLink, NavLink } from '../../components/RouterLink';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import { SearchBox } from '../../features/catalogue/SearchBox';
import { ShopLogo } from '../../components/ShopLogo';
import { TAP_TARGET_LINK_SX } from '../../components/tapTarget';
import { useShopContact } from '../../components/useShopContact';
import { CartLink, ReplayWhenReady } from './CartLink';
import { navButtonSx } from './navButtonSx';
import { useLanguageLink } from './LanguageSwitch';

const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

const LINKS = [
  { to: '/', label: msg`Home` },
  { to: '/shop', label: msg`Shop` },
  { to: '/customer/reviews', label: msg`Reviews` },
  { to: '/track-order', label: msg`Track Order` },
  { to: '/contact', label: msg`Contact Us` },
];

/**
 * Storefront navigation with the cart badge (number of cart lines). The bar itself reads neither
 * the cart nor whether React runs the page: the parts that do (./CartLink.tsx) are all that
 * render again when the cart comes back from the browser session, not the whole bar.
 */
export function Navbar() {
  const shop = useShopContact();
  const languageLink = useLanguageLink();
  const links = LINKS.map((link) => ({ to: link.to, label: i18n._(link.label) }));
  const [open, setOpen] = useState(false);
  // The drawer's code (and MUI's modal) loads on the first tap of the menu button only.
  const [opened, setOpened] = useState(false);
  // Below the large breakpoint the search field is a row of its own under the bar, opened by an icon.
  const [searching, setSearching] = useState(false);
  const openMenu = () => {
    setOpened(true);
    setOpen(true);
  };

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
        <CartLink />
      </Toolbar>
      {/* The bar's buttons answer a tap made before the scripts ran (the page head's script). */}
      <ReplayWhenReady replay={{ menu: openMenu, search: () => setSearching(true) }} />
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
