import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../store/hooks';
import { selectAdmin } from '../../store/sessionSlice';
import { can } from '@shop/domain/roles';

/** Admin management is for superadmins (docs/product.md §6); others get a plain note and no API call. */
export function SuperadminOnly({ title, children }: { title: string; children: ReactNode }) {
  const admin = useAppSelector(selectAdmin);
  if (can(admin?.role, 'manageStaff')) return children;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">Only a superadmin can manage admins.</Typography>
    </>
  );
}
