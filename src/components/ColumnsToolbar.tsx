import { ColumnsPanelTrigger, Toolbar } from '@mui/x-data-grid';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';

/**
 * A back-office grid's toolbar: a Columns button to hide and show columns, so a list on a phone
 * can keep only what the clerk needs (the grid scrolls sideways within itself for the rest).
 */
export function ColumnsToolbar() {
  return (
    <Toolbar>
      <ColumnsPanelTrigger startIcon={<ViewColumnIcon />}>Columns</ColumnsPanelTrigger>
    </Toolbar>
  );
}
