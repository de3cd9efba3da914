/** Orders by Status (doughnut): eight colours, so every status (and any extra) has its own. */
export const STATUS_PALETTE = [
  '#FF6384',
  '#36A2EB',
  '#FFCE56',
  '#4BC0C0',
  '#9966FF',
  '#FF9F40',
  '#C9CBCF',
  '#8BC34A',
] as const;

/** Sales by Category (pie): six colours, repeated when there are more categories. */
export const CATEGORY_PALETTE = [
  '#4E79A7',
  '#F28E2B',
  '#E15759',
  '#76B7B2',
  '#59A14F',
  '#EDC948',
] as const;

/** Height of every dashboard chart in pixels (docs/product.md §9). */
export const CHART_HEIGHT = 300;
