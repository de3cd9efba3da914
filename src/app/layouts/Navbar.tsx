import { useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { selectCartLineCount } from '../../features/cart/cartSlice';
import { useAppSelector } from '../../store/hooks';
import { brand } from '../brand';

const links = [
  { to: '/', label: 'Home' },
  { to: '/shop', label: 'Shop' },
  { to: '/customer/reviews', label: 'Reviews' },
  { to: '/track-order', label: 'Track Order' },
  { to: '/contact', label: 'Contact Us' },
];

/** Storefront navigation with the cart badge (number of cart lines). */
export function Navbar() {
  const lineCount = useAppSelector(selectCartLineCount);
  const [open, setOpen] = useState(false);
  const cartLabel = `Cart, ${lineCount} ${lineCount === 1 ? 'item' : 'items'}`;

  return (
    <AppBar position="sticky" color="primary" elevation={0}>
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label="Open menu"
          onClick={() => setOpen(true)}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Typography
          component={RouterLink}
          to="/"
          variant="h6"
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            fontFamily: 'Georgia, serif',
            flexGrow: 1,
          }}
        >
          {brand.name}
        </Typography>
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
        <Button
          component={NavLink}
          to="/cart"
          color="inherit"
          aria-label={cartLabel}
          startIcon={
            <Badge badgeContent={lineCount} color="secondary" showZero>
              <ShoppingBagOutlinedIcon />
            </Badge>
          }
          sx={navButtonSx}
        >
          Cart
        </Button>
      </Toolbar>
      <Drawer open={open} onClose={() => setOpen(false)}>
        <List sx={{ width: 240 }} aria-label="Main">
          {links.map((link) => (
            <ListItemButton
              key={link.to}
              component={NavLink}
              to={link.to}
              onClick={() => setOpen(false)}
            >
              {link.label}
            </ListItemButton>
          ))}
        </List>
      </Drawer>
    </AppBar>
  );
}

const navButtonSx = {
  textTransform: 'none',
  '&.active': { color: 'secondary.light', textDecoration: 'underline', textUnderlineOffset: 6 },
} as const;
