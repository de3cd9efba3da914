import type { FormikProps } from 'formik';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import TextField from '@mui/material/TextField';
import { fieldProps } from '../../components/formField';
import { MAX_DESCRIPTION, MAX_PERFUME_NAME } from '@shop/domain/catalogue';
import type { PerfumeDetails } from './perfumeSchema';

export interface CategoryOption {
  _id: string;
  label: string;
  disabled?: boolean;
}

/** Name, Description and Category; `locked` disables all but the category. */
export function PerfumeDetailsCard({
  formik,
  categories,
  locked = false,
}: {
  formik: FormikProps<PerfumeDetails>;
  categories: CategoryOption[];
  locked?: boolean;
}) {
  return (
    <Card component="section" aria-labelledby="perfume-details-title" sx={{ mb: 3 }}>
      <CardHeader
        title="Perfume Details"
        slotProps={{ title: { id: 'perfume-details-title', component: 'h2' } }}
      />
      <CardContent>
        <TextField
          {...fieldProps(formik, 'name')}
          label="Name"
          required
          fullWidth
          margin="normal"
          disabled={locked}
          slotProps={{ htmlInput: { maxLength: MAX_PERFUME_NAME } }}
        />
        <TextField
          {...fieldProps(formik, 'description')}
          label="Description"
          multiline
          minRows={3}
          fullWidth
          margin="normal"
          disabled={locked}
          slotProps={{ htmlInput: { maxLength: MAX_DESCRIPTION } }}
        />
        <TextField
          {...fieldProps(formik, 'category')}
          select
          label="Category"
          required
          fullWidth
          margin="normal"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">-- Select Category --</option>
          {categories.map((category) => (
            <option key={category._id} value={category._id} disabled={category.disabled}>
              {category.label}
            </option>
          ))}
        </TextField>
      </CardContent>
    </Card>
  );
}
