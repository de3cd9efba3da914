import type { ReactNode } from 'react';
import { NavLink } from '../../components/RouterLink';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import CategoryIcon from '@mui/icons-material/Category';
import DashboardIcon from '@mui/icons-material/Dashboard';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LogoutIcon from '@mui/icons-material/Logout';
import MailIcon from '@mui/icons-material/Mail';
import PeopleIcon from '@mui/icons-material/People';
import RateReviewIcon from '@mui/icons-material/RateReview';
import SettingsIcon from '@mui/icons-material/Settings';
import SpaIcon from '@mui/icons-material/Spa';
import { can, roleLabel, type Action } from '@shop/domain/roles';
import type { StoredAdmin } from '../../store/credentials';
import { useShopContact } from '../../components/useShopContact';

/** The menu; an entry with an action shows only to a role that may do it (the one policy). */
const entries: { to: string; label: string; icon: ReactNode; action?: Action }[] = [
  { to: '/dashboard', label: 'Dashboard', icon: <DashboardIcon /> },
  { to: '/categories', label: 'Categories', icon: <CategoryIcon /> },
  { to: '/perfumes', label: 'Perfumes', icon: <SpaIcon /> },
  { to: '/admins', label: 'Admins', icon: <PeopleIcon />, action: 'manageStaff' },
  { to: '/orders', label: 'Orders', icon: <LocalShippingIcon /> },
  { to: '/discounts', label: 'Discounts', icon: <LocalOfferIcon /> },
  { to: '/reviews', label: 'Reviews', icon: <RateReviewIcon /> },
  // The product spells this entry "Complaints" (docs/product.md §2).
  { to: '/complaints', label: 'Complaints', icon: <MailIcon /> },
  { to: '/settings', label: 'Settings', icon: <SettingsIcon />, action: 'editSettings' },
];

/**
 * The admin side menu; Admins only for superadmins, the profile entry at the bottom. Entries are
 * list items (<li>) of real lists, as screen readers and axe's `list` rule expect.
 */
export function SideMenu({
  admin,
  onLogout,
  onNavigate,
}: {
  admin: StoredAdmin;
  onLogout: () => void;
  onNavigate?: () => void;
}) {
  const brand = useShopContact();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar>
        <Typography variant="h6" sx={{ fontFamily: 'Georgia, serif' }}>
          {brand.name}
        </Typography>
      </Toolbar>
      <Divider />
      <Box component="nav" aria-label="Admin" sx={{ flexGrow: 1 }}>
        <List>
          {entries
            .filter((entry) => can(admin.role, entry.action ?? 'work'))
            .map((entry) => (
              <ListItem key={entry.to} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={entry.to}
                  onClick={onNavigate}
                  sx={activeSx}
                >
                  <ListItemIcon>{entry.icon}</ListItemIcon>
                  <ListItemText primary={entry.label} />
                </ListItemButton>
              </ListItem>
            ))}
          <ListItem disablePadding>
            <ListItemButton onClick={onLogout}>
              <ListItemIcon>
                <LogoutIcon />
              </ListItemIcon>
              <ListItemText primary="Logout" />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
      <Divider />
      <List>
        <ListItem disablePadding>
          <ListItemButton component={NavLink} to="/profile" onClick={onNavigate} sx={activeSx}>
            <ListItemIcon>
              <AccountCircleIcon />
            </ListItemIcon>
            <ListItemText primary={admin.name || admin.email} secondary={roleLabel(admin.role)} />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}

const activeSx = { '&.active': { bgcolor: 'action.selected', fontWeight: 600 } } as const;
