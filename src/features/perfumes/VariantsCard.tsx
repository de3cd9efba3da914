import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import { MAX_VARIANTS } from '@shop/domain/catalogue';
import type { VariantRows } from './useVariantRows';
import { VariantRow } from './VariantRow';

const COUNTERS = ['Reserved', 'Shipped', 'Returned', 'Available'];

/**
 * Below 600 px the table becomes a stack of cards, one a size: every input, counter, the image
 * and Remove in view, each under its column's name, with no sideways scrolling.
 */
const stackedOnPhones: SxProps<Theme> = (theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': { display: 'none' },
    '& tbody, & tr': { display: 'block' },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: 2,
      rowGap: 1.5,
      p: 1.5,
      mb: 2,
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
    },
    '& td': { display: 'block', border: 0, p: 0, minWidth: 0 },
    '& td[colspan], & td[data-wide]': { gridColumn: '1 / -1' },
    '& td[data-label]::before': {
      content: 'attr(data-label)',
      display: 'block',
      mb: 0.5,
      ...theme.typography.caption,
      color: 'text.secondary',
      fontWeight: 600,
    },
    '& td[data-action]': { alignSelf: 'end', justifySelf: 'end' },
    '& td .MuiTextField-root': { minWidth: 0, width: '100%' },
  },
});

/** The Variants card: the sizes table and Add Variant; the update form adds stock counters. */
export function VariantsCard({
  variants,
  showCounters = false,
  locked = false,
}: {
  variants: VariantRows;
  showCounters?: boolean;
  locked?: boolean;
}) {
  const { rows, add } = variants;
  const headings = [
    'Size',
    'Price',
    'Stock',
    ...(showCounters ? COUNTERS : []),
    'Image',
    'Preview',
    'Action',
  ];
  return (
    <Card component="section" aria-labelledby="variants-title" sx={{ mb: 3 }}>
      <CardHeader
        title="Variants"
        slotProps={{ title: { id: 'variants-title', component: 'h2' } }}
        action={
          <Button
            startIcon={<AddIcon />}
            onClick={add}
            disabled={locked || rows.length >= MAX_VARIANTS}
          >
            Add Variant
          </Button>
        }
      />
      <CardContent>
        <TableContainer>
          <Table size="small" aria-labelledby="variants-title" sx={stackedOnPhones}>
            <TableHead>
              <TableRow>
                {headings.map((heading) => (
                  <TableCell key={heading}>{heading}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={headings.length} align="center">
                    No variants found.
                  </TableCell>
                </TableRow>
              )}
              {rows.map((row, index) => (
                <VariantRow
                  key={row.key}
                  row={row}
                  index={index}
                  showCounters={showCounters}
                  canRemove={rows.length > 1}
                  locked={locked}
                  actions={variants}
                  problems={variants.problemsOf(row.key)}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
