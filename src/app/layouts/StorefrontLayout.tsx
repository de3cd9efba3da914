import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import { useCountVisit } from '../../features/visits/useCountVisit';
import { useStorefrontTitle } from '../seo/documentTitle';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { PageArrival } from './PageArrival';

/** Every storefront page: navbar, the page, footer. */
export function StorefrontLayout() {
  useCountVisit();
  useStorefrontTitle();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <PageArrival />
      <Navbar />
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
