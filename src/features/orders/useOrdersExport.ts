import { useState } from 'react';
import { useAdminAlert } from '../../components/adminAlertContext';
import { serverMessage } from '../../components/errorMessage';
import type { ExportOrdersApiArg } from '../../store/api/generated/shopApi';
import { useAppDispatch } from '../../store/hooks';
import { exportOrdersCsv, saveFile } from './exportOrdersCsv';

/** 'Export CSV': downloads the orders matching the filters; 'Failed to export orders' if not. */
export function useOrdersExport() {
  const dispatch = useAppDispatch();
  const showAlert = useAdminAlert();
  const [exporting, setExporting] = useState(false);

  const exportOrders = async (filters: ExportOrdersApiArg) => {
    setExporting(true);
    try {
      saveFile(await dispatch(exportOrdersCsv(filters)));
    } catch (error) {
      showAlert({ severity: 'error', message: serverMessage(error, 'Failed to export orders') });
    } finally {
      setExporting(false);
    }
  };

  return { exporting, exportOrders };
}
