import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { CHART_HEIGHT } from './chartPalettes';
import type { ChartPoint } from './normalizeDashboard';

interface ChartFigureProps {
  title: string;
  /** Header of the value column of the screen-reader table. */
  valueHeader: string;
  points: ChartPoint[];
  format: (value: number) => string;
  /** What the card says instead of a chart when every value is 0 ("No sales yet"). */
  emptyText: string;
  children: ReactNode;
}

/**
 * A chart in a <figure> named by its heading, with its values in a visually hidden table so a
 * screen reader gets the figures the picture shows. With nothing to draw, the card says so in words.
 */
export function ChartFigure({
  title,
  valueHeader,
  points,
  format,
  emptyText,
  children,
}: ChartFigureProps) {
  const titleId = useId();
  const empty = points.every((point) => point.value === 0);
  return (
    <Paper
      component="figure"
      aria-labelledby={titleId}
      sx={{
        m: 0,
        p: 2,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
      }}
    >
      <Box component="figcaption">
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
      </Box>
      {empty ? (
        <Typography
          color="text.secondary"
          sx={{ height: CHART_HEIGHT, display: 'grid', placeItems: 'center' }}
        >
          {emptyText}
        </Typography>
      ) : (
        // Sized by its contents, not stretched to the card: a card made taller by its neighbour's
        // longer legend keeps its chart under the heading rather than pushed to the bottom.
        <Box sx={{ minWidth: 0 }}>{children}</Box>
      )}
      {/* Hidden in a div, not on the table itself: a table is never narrower than its cells and
          its caption sits outside the box that clip and overflow cut, so Firefox drew the caption
          ('Monthly Sales values') over the heading. The card holds the hidden box in place. */}
      <div style={{ ...visuallyHidden, clipPath: 'inset(50%)' }}>
        <table>
          <caption>{`${title} values`}</caption>
          <thead>
            <tr>
              <th scope="col">Label</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {points.length > 0 ? (
              points.map((point, i) => (
                <tr key={i}>
                  <th scope="row">{point.label}</th>
                  <td>{format(point.value)}</td>
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={2}>No data</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </Paper>
  );
}
