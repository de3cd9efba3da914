import TextField from '@mui/material/TextField';
import { useListCategoriesQuery } from '../../store/api/backOffice';

/** 'Filter by Category': All Categories, then each category by name (value: its id). */
export function CategoryFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (categoryId: string) => void;
}) {
  // A failure here is only logged by the browser (docs/product.md §8): the filter then offers All Categories.
  const { data: categories = [] } = useListCategoriesQuery();
  return (
    <TextField
      id="category-filter"
      select
      label="Filter by Category"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      sx={{ minWidth: 240 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">All Categories</option>
      {categories.map((category) => (
        <option key={category._id} value={category._id}>
          {category.name}
        </option>
      ))}
    </TextField>
  );
}
