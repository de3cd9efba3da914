import { useState } from 'react';
import type { GridRowSelectionModel } from '@mui/x-data-grid';

/**
 * The orders ticked in the grid, kept across pages and filters (the grid pages on the server).
 * "Select all" ticks the rows of the page on show, listed one by one.
 */
export function useSlipSelection() {
  const [model, setModel] = useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });
  return {
    ids: [...model.ids].map(String),
    gridProps: {
      checkboxSelection: true,
      keepNonExistentRowsSelected: true,
      disableRowSelectionExcludeModel: true,
      rowSelectionModel: model,
      onRowSelectionModelChange: setModel,
    },
  };
}
