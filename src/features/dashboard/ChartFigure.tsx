import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ChartPoint } from './normalizeDashboard';
import visuallyHidden from '@mui/utils/visuallyHidden';

interface ChartFigureProps {
  title: string;
  /** Header of the value column of the screen-reader table. */
  valueHeader: string;
  points: ChartPoint[];
  format: (value: number) => string;
  children: ReactNode;
}

/**
 * A chart in a <figure> named by its heading, with its values in a visually hidden table so a
 * screen reader gets the figures the picture shows.
 */
export function ChartFigure({ title, valueHeader, points, format, children }: ChartFigureProps) {
  const titleId = useId();
  return (
    <Paper
      component="figure"
      aria-labelledby={titleId}
      sx={{ m: 0, p: 2, height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box component="figcaption">
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
      </Box>
      {children}
      <table style={visuallyHidden}>
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
    </Paper>
  );
}
