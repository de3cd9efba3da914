import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { ImageFileInput } from '../../components/ImageFileInput';
import { MAX_PRICE, MAX_SIZE_LABEL, MAX_STOCK } from '@shop/domain/catalogue';
import { formatPkr } from '@shop/domain/money';
import { available } from '@shop/domain/stock';
import type { VariantRowProblems } from './perfumeSchema';
import { variantInputId, type VariantRows } from './useVariantRows';
import type { VariantDraft, VariantField } from './variantDraft';

export const PREVIEW_SIZE = 90;

/** The typed price as the back office writes amounts ("12,500 PKR"), once it is a number. */
function priceText(price: string): string | undefined {
  const amount = Number(price);
  return price.trim() !== '' && Number.isFinite(amount) ? formatPkr(amount) : undefined;
}

/**
 * One size of the perfume: inputs, read-only counters (update form), preview and remove. Each cell
 * names its column (`data-label`), which a phone shows above it (VariantsCard's stacked cards).
 */
export function VariantRow({
  row,
  index,
  showCounters,
  canRemove,
  locked,
  actions,
  problems,
}: {
  row: VariantDraft;
  /** What is wrong with each input, said beside it. */
  problems: VariantRowProblems;
  index: number;
  showCounters: boolean;
  canRemove: boolean;
  locked: boolean;
  actions: Pick<VariantRows, 'change' | 'chooseImage' | 'remove'>;
}) {
  const n = index + 1;
  const id = (field: string) => variantInputId(row.key, field);
  const preview = row.preview ?? row.image;
  // What each typed input takes from the row: its value, its problem, its change.
  const input = (field: VariantField, column: string, minWidth: number) => ({
    id: id(field),
    column,
    minWidth,
    label: `${column}, row ${n}`,
    value: row[field],
    onChange: (value: string) => actions.change(row.key, field, value),
    disabled: locked,
    problem: problems[field],
  });
  return (
    <TableRow>
      <VariantInput {...input('size', 'Size', 120)} htmlInput={{ maxLength: MAX_SIZE_LABEL }} />
      <VariantInput
        {...input('price', 'Price', 130)}
        number
        hint={priceText(row.price)}
        htmlInput={{ min: 0, max: MAX_PRICE, step: 'any' }}
      />
      <VariantInput
        {...input('stock', 'Stock', 100)}
        number
        htmlInput={{ min: 0, max: MAX_STOCK, step: 1 }}
      />
      {showCounters && (
        <>
          <TableCell data-label="Reserved">{row.reservedQty}</TableCell>
          <TableCell data-label="Shipped">{row.shippedQty}</TableCell>
          <TableCell data-label="Returned">{row.returnedQty}</TableCell>
          <TableCell data-label="Available">
            {available(Number(row.stock) || 0, row.reservedQty)}
          </TableCell>
        </>
      )}
      <TableCell data-label="Image" data-wide sx={{ minWidth: 200 }}>
        <ImageFileInput
          id={id('image')}
          ariaLabel={`Image, row ${n}`}
          size="small"
          disabled={locked}
          problem={problems.image}
          onFile={(file) => actions.chooseImage(row.key, file)}
        />
      </TableCell>
      <TableCell data-label="Preview">
        {preview ? (
          <Box
            component="img"
            src={preview}
            alt={`Preview, row ${n}`}
            sx={{ width: PREVIEW_SIZE, height: PREVIEW_SIZE, objectFit: 'cover', borderRadius: 1 }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            No Image
          </Typography>
        )}
      </TableCell>
      <TableCell data-action>
        {canRemove && (
          <IconButton
            aria-label={`Remove variant, row ${n}`}
            onClick={() => actions.remove(row.key)}
            disabled={locked}
            color="error"
          >
            <DeleteIcon />
          </IconButton>
        )}
      </TableCell>
    </TableRow>
  );
}

/** A typed input in its column's cell; `hint` shows under it while it has no problem. */
function VariantInput({
  id,
  column,
  minWidth,
  label,
  value,
  onChange,
  disabled,
  problem,
  hint,
  number = false,
  htmlInput,
}: {
  id: string;
  column: string;
  minWidth: number;
  /** The accessible name: "Price, row 2". */
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  problem: string | undefined;
  hint?: string;
  number?: boolean;
  htmlInput: Record<string, string | number>;
}) {
  return (
    <TableCell data-label={column}>
      <TextField
        id={id}
        sx={{ minWidth }}
        type={number ? 'number' : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        size="small"
        required
        disabled={disabled}
        error={Boolean(problem)}
        helperText={problem ?? hint}
        slotProps={{ htmlInput: { 'aria-label': label, ...htmlInput } }}
      />
    </TableCell>
  );
}
