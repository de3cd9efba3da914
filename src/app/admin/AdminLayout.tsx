import { useCallback, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import MenuIcon from '@mui/icons-material/Menu';
import PersonIcon from '@mui/icons-material/Person';
import {
  AdminAlertContext,
  type AdminAlert,
  type AlertNavigationState,
} from '../../components/adminAlertContext';
import { roleLabel } from '@shop/domain/roles';
import { credentials } from '../../store/credentials';
import { useAppSelector } from '../../store/hooks';
import { selectAdmin, selectEndedFor, selectSessionEnded } from '../../store/sessionSlice';
import { PageArrival } from '../layouts/PageArrival';
import { AlertArea } from './AlertArea';
import { SideMenu } from './SideMenu';
import { returnTo } from '../../components/signInReturn';
import { useLogout } from './useLogout';

export const SIDE_MENU_WIDTH = 240;

function alertFrom(state: unknown): AdminAlert | null {
  const carried = state as AlertNavigationState | null;
  return carried?.message
    ? { severity: carried.severity ?? 'success', message: carried.message }
    : null;
}

/** Frame of every signed-in admin page; signed-out visitors go to /login. */
export function AdminLayout() {
  const admin = useAppSelector(selectAdmin);
  const sessionEnded = useAppSelector(selectSessionEnded);
  const endedFor = useAppSelector(selectEndedFor);
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const [alert, setAlert] = useState<AdminAlert | null>(() => alertFrom(location.state));
  const [menuOpen, setMenuOpen] = useState(false);
  const [seen, setSeen] = useState({ key: location.key, path: location.pathname });

  // A message passed in navigation state is shown once; the alert goes when the admin moves on
  // to another page. (State adjusted during render, as React recommends over an effect.)
  if (seen.key !== location.key) {
    setSeen({ key: location.key, path: location.pathname });
    const next = alertFrom(location.state);
    if (next) setAlert(next);
    else if (seen.path !== location.pathname) setAlert(null);
  }

  // ...and removed from history at once, so Back or a reload does not show it again.
  useEffect(() => {
    if (alertFrom(location.state)) {
      navigate(location.pathname + location.search, { replace: true, state: null });
    }
  }, [location, navigate]);

  const showAlert = useCallback((next: AdminAlert | null) => setAlert(next), []);

  if (!admin || !credentials.token())
    return (
      <Navigate
        to="/login"
        replace
        state={{
          ...returnTo(location),
          ...(sessionEnded ? { sessionEnded, by: endedFor } : {}),
        }}
      />
    );

  const menu = (
    <SideMenu admin={admin} onLogout={() => void logout()} onNavigate={() => setMenuOpen(false)} />
  );
  const RoleIcon = admin.role === 'superadmin' ? AdminPanelSettingsIcon : PersonIcon;

  return (
    // Printed, a page is its content alone (order slips): no menu, header or alerts.
    <Box
      sx={{
        display: 'flex',
        minHeight: '100vh',
        bgcolor: 'grey.50',
        '@media print': { display: 'block', minHeight: 0, bgcolor: 'transparent' },
      }}
    >
      <AppBar
        position="fixed"
        color="inherit"
        elevation={1}
        sx={{
          displayPrint: 'none',
          width: { md: `calc(100% - ${SIDE_MENU_WIDTH}px)` },
          ml: { md: `${SIDE_MENU_WIDTH}px` },
        }}
      >
        <Toolbar>
          <IconButton
            edge="start"
            aria-label="Open menu"
            onClick={() => setMenuOpen(true)}
            sx={{ mr: 1, display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Box sx={{ flexGrow: 1 }} />
          <RoleIcon color="secondary" sx={{ mr: 1 }} aria-hidden />
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {roleLabel(admin.role)}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box
        component="aside"
        sx={{
          width: { md: SIDE_MENU_WIDTH },
          flexShrink: { md: 0 },
          displayPrint: 'none',
          // The menu's column is paper-coloured all the way down however long the page, also in
          // full-page captures, which draw the fixed drawer only as high as the window.
          bgcolor: { md: 'background.paper' },
          borderRight: { md: 1 },
          borderColor: { md: 'divider' },
        }}
      >
        <Drawer
          variant="temporary"
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          sx={{
            display: { xs: 'block', md: 'none' },
            '& .MuiDrawer-paper': { width: SIDE_MENU_WIDTH },
          }}
        >
          {menu}
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{
            display: { xs: 'none', md: 'block' },
            '& .MuiDrawer-paper': { width: SIDE_MENU_WIDTH },
          }}
        >
          {menu}
        </Drawer>
      </Box>
      <Box
        component="main"
        sx={{ flexGrow: 1, p: { xs: 2, sm: 3 }, minWidth: 0, '@media print': { p: 0 } }}
      >
        <PageArrival />
        <Toolbar sx={{ displayPrint: 'none' }} />
        <Box sx={{ displayPrint: 'none' }}>
          <AlertArea alert={alert} onClose={() => setAlert(null)} />
        </Box>
        <AdminAlertContext.Provider value={showAlert}>
          <Outlet />
        </AdminAlertContext.Provider>
      </Box>
    </Box>
  );
}
