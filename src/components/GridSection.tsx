import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ListGrid, type ListGridProps } from './ListGrid';

/** A titled section of a back-office page holding one grid, named by its title. */
export function GridSection<R extends { _id: string }>({
  title,
  note,
  ...grid
}: Omit<ListGridProps<R>, 'label'> & {
  title: string;
  /** A line under the title: who sees what in this table. */
  note?: string;
}) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: 2, mb: 3 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {note && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {note}
        </Typography>
      )}
      <ListGrid label={title} {...grid} />
    </Paper>
  );
}

/** A page's one grid, on a card as wide as the page. */
export function GridCard<R extends { _id: string }>(props: ListGridProps<R>) {
  return (
    <Paper sx={{ width: '100%' }}>
      <ListGrid {...props} />
    </Paper>
  );
}
