import { useState } from 'react';
import { useAdminAlert } from '../../components/adminAlertContext';
import { serverMessage } from '../../components/errorMessage';
import { saveDownload } from '../../store/api/download';
import { staffApi } from '../../store/api/backOffice';
import type { ExportOrdersApiArg } from '../../store/api/generated/backOfficeApi';
import { useAppDispatch } from '../../store/hooks';

/**
 * 'Export CSV' and 'Export Excel': download the orders matching the filters; 'Failed to export
 * orders' if not.
 */
export function useOrdersExport() {
  const dispatch = useAppDispatch();
  const showAlert = useAdminAlert();
  const [exporting, setExporting] = useState(false);

  const exportOrders = async (filters: ExportOrdersApiArg, format: 'csv' | 'xlsx' = 'csv') => {
    setExporting(true);
    try {
      // Through the generated endpoint and the app's base query: the bearer token, one renewal
      // on 401, and the file read as a download rather than JSON.
      const endpoint =
        format === 'xlsx' ? staffApi.endpoints.exportOrdersXlsx : staffApi.endpoints.exportOrders;
      const file = await dispatch(
        endpoint.initiate(filters, { subscribe: false, forceRefetch: true }),
      ).unwrap();
      saveDownload(file);
    } catch (error) {
      showAlert({ severity: 'error', message: serverMessage(error, 'Failed to export orders') });
    } finally {
      setExporting(false);
    }
  };

  return { exporting, exportOrders };
}
