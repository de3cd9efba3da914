/**
 * A table's cells on a phone: tighter, and no padding outside the first and last column, so a
 * table of four or five short columns fits a 390 px screen without scrolling.
 */
export const compactCellsSx = {
  '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } },
  '& .MuiTableCell-root:first-of-type': { pl: { xs: 0, sm: 2 } },
  '& .MuiTableCell-root:last-of-type': { pr: { xs: 0, sm: 2 } },
} as const;
