/**
 * A container query matching a table whose wrapper (with `containerType: 'inline-size'`) is
 * narrower than `width` px: a phone, or a side column on a wide screen.
 */
export const narrowerThan = (width: number) => `@container (max-width: ${width - 0.02}px)`;

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  m: '-1px',
  p: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Under `query`, a table's parts become blocks for the rows to lay out as stacked lines (each
 * table styles its rows), and the column headings stay for screen readers only. The elements
 * carry their table roles explicitly: WebKit drops a table's semantics once its display changes.
 */
export const stackedTableSx = (query: string) =>
  ({
    [query]: {
      display: 'block',
      '& thead': visuallyHidden,
      '& tbody, & tfoot': { display: 'block' },
      '& td, & th, & .MuiTableCell-root': { display: 'block', border: 0, p: 0 },
      '& .MuiTableCell-root:first-of-type, & .MuiTableCell-root:last-of-type': { p: 0 },
    },
  }) as const;
