import type { FormikProps } from 'formik';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { DescriptionField, FormTextField } from '../../components/FormTextField';
import { MAX_PERFUME_NAME } from '@shop/domain/catalogue';
import type { PerfumeDetails } from './perfumeSchema';
import { UrduTextFields } from '../../components/UrduTextFields';

export interface CategoryOption {
  _id: string;
  label: string;
  disabled?: boolean;
}

/** Name, Description, their Urdu versions and Category; `locked` disables all but the category. */
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
        <FormTextField
          formik={formik}
          name="name"
          label="Name"
          required
          disabled={locked}
          maxLength={MAX_PERFUME_NAME}
        />
        <DescriptionField formik={formik} disabled={locked} />
        <UrduTextFields formik={formik} maxName={MAX_PERFUME_NAME} disabled={locked} />
        <FormTextField
          formik={formik}
          name="category"
          select
          label="Category"
          required
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">-- Select Category --</option>
          {categories.map((category) => (
            <option key={category._id} value={category._id} disabled={category.disabled}>
              {category.label}
            </option>
          ))}
        </FormTextField>
      </CardContent>
    </Card>
  );
}
