import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { baseQueryWithRefresh, type StoreExtra } from '../../store/api/baseQuery';
import type { ExportOrdersApiArg } from '../../store/api/generated/shopApi';
import type { AppDispatch, RootState } from '../../store/store';

export interface CsvFile {
  blob: Blob;
  filename: string;
}

const FALLBACK_NAME = 'orders.csv';

/** The file name of a content-disposition header (`attachment; filename="orders-….csv"`). */
export function filenameOf(disposition: string | null | undefined): string {
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition ?? '');
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return name || FALLBACK_NAME;
}

/**
 * GET /api/orders/export as a file. It goes through the app's base query, so it carries the
 * bearer token and a 401 renews the token once like every other admin call; the CSV body is
 * read as a Blob (the generated endpoint would parse JSON) and never enters the store.
 */
export const exportOrdersCsv =
  (filters: ExportOrdersApiArg) =>
  async (dispatch: AppDispatch, getState: () => RootState, extra: StoreExtra): Promise<CsvFile> => {
    const controller = new AbortController();
    const result = await baseQueryWithRefresh(
      {
        url: '/api/orders/export',
        params: { status: filters.status || undefined, search: filters.search || undefined },
        responseHandler: (response) =>
          response.ok ? response.blob() : response.json().catch(() => null),
      },
      {
        signal: controller.signal,
        abort: (reason) => controller.abort(reason),
        dispatch,
        getState,
        extra,
        endpoint: 'exportOrders',
        type: 'query',
      },
      {},
    );
    if (result.error) throw result.error;
    const meta = result.meta as FetchBaseQueryMeta | undefined;
    return {
      // A 2xx body went through response.blob() above.
      blob: result.data as Blob,
      filename: filenameOf(meta?.response?.headers.get('content-disposition')),
    };
  };

/** Saves a file through a temporary object-URL link. */
export function saveFile({ blob, filename }: CsvFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
