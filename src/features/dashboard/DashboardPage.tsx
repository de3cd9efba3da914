import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useGetDashboardQuery } from '../../store/api/backOffice';
import { useAppSelector } from '../../store/hooks';
import { selectAdmin } from '../../store/sessionSlice';
import { DashboardCharts } from './DashboardCharts';
import { KpiCards } from './KpiCards';
import { LowStockTable } from './LowStockTable';
import { normalizeDashboard } from './normalizeDashboard';
import { RecentOrdersTable } from './RecentOrdersTable';
import { SetupChecklist } from './SetupChecklist';
import { can } from '@shop/domain/roles';

/** /dashboard: sales figures, charts, recent orders and low stock (docs/product.md §2). */
export function DashboardPage() {
  const admin = useAppSelector(selectAdmin);
  // docs/product.md §2: the figures are requested each time the screen opens, not served from the cache.
  const { data, isLoading, isError } = useGetDashboardQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const dashboard = useMemo(() => (data === undefined ? null : normalizeDashboard(data)), [data]);

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Dashboard
      </Typography>
      {can(admin?.role, 'seeOwnerFigures') && <SetupChecklist />}
      {isLoading ? (
        <Box
          role="status"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}
        >
          <CircularProgress size={32} aria-hidden />
          <Typography>Loading dashboard...</Typography>
        </Box>
      ) : isError || !dashboard ? (
        <Alert severity="error" role="alert">
          Failed to load dashboard data.
        </Alert>
      ) : (
        <>
          <KpiCards kpis={dashboard.kpis} superadmin={can(admin?.role, 'seeOwnerFigures')} />
          <DashboardCharts {...dashboard} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, lg: 7 }}>
              <RecentOrdersTable orders={dashboard.recentOrders} />
            </Grid>
            <Grid size={{ xs: 12, lg: 5 }}>
              <LowStockTable items={dashboard.lowStock} />
            </Grid>
          </Grid>
        </>
      )}
    </>
  );
}
