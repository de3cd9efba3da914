/** Most orders one print view shows: 50 slips load 50 orders at once. */
export const MAX_SLIPS = 50;

export type SlipLayout = 'a4' | 'label';

/** The two layouts: an A4 invoice and packing slip, or a 4x6 inch shipping label. */
export const SLIP_LAYOUTS: Record<SlipLayout, { name: string; page: string; margin: string }> = {
  a4: { name: 'A4 invoice', page: 'A4', margin: '12mm' },
  label: { name: '4×6 label', page: '4in 6in', margin: '0.12in' },
};

/** The print view of these orders: `/orders/print?ids=<id>,<id>&layout=a4|label`. */
export function slipsPath(ids: readonly string[], layout?: SlipLayout): string {
  const query = `ids=${ids.map(encodeURIComponent).join(',')}`;
  return `/orders/print?${query}${layout ? `&layout=${layout}` : ''}`;
}

/** The order ids of the query, in their order, each once. */
export function slipIds(params: URLSearchParams): string[] {
  const ids = (params.get('ids') ?? '').split(',').map((id) => id.trim());
  return [...new Set(ids.filter(Boolean))];
}

/** The layout of the query; A4 unless the label is asked for. */
export const slipLayout = (params: URLSearchParams): SlipLayout =>
  params.get('layout') === 'label' ? 'label' : 'a4';
