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
import AddIcon from '@mui/icons-material/Add';
import { MAX_VARIANTS } from '../../domain/catalogue';
import type { VariantRows } from './useVariantRows';
import { VariantRow } from './VariantRow';

const COUNTERS = ['Reserved', 'Shipped', 'Returned', 'Available'];

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
          <Table size="small" aria-labelledby="variants-title">
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
