import type { ReactNode } from 'react';
import type { FormikProps } from 'formik';
import Typography from '@mui/material/Typography';
import type { Failure } from '../../components/failure';
import { FailureAlert } from '../../components/FailureAlert';
import { PerfumeDetailsCard, type CategoryOption } from './PerfumeDetailsCard';
import type { PerfumeDetails } from './perfumeSchema';
import type { VariantRows } from './useVariantRows';
import { VariantsCard } from './VariantsCard';
import { SaveOrCancel } from '../../components/SaveOrCancel';

/** Add and update perfume: title, failure, the two cards, submit and Cancel. */
export function PerfumeFormLayout({
  title,
  submitLabel,
  formik,
  variants,
  categories,
  failure,
  submitDisabled,
  warning,
  notice,
  showCounters = false,
  locked = false,
}: {
  title: string;
  submitLabel: string;
  formik: FormikProps<PerfumeDetails>;
  variants: VariantRows;
  categories: CategoryOption[];
  failure: Failure | null;
  submitDisabled: boolean;
  warning?: ReactNode;
  /** Above the form: a restored draft. */
  notice?: ReactNode;
  showCounters?: boolean;
  locked?: boolean;
}) {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {notice}
      <form onSubmit={formik.handleSubmit} noValidate>
        <FailureAlert failure={failure} />
        {warning}
        <PerfumeDetailsCard formik={formik} categories={categories} locked={locked} />
        <VariantsCard variants={variants} showCounters={showCounters} locked={locked} />
        <SaveOrCancel submitLabel={submitLabel} disabled={submitDisabled} cancelTo="/perfumes" />
      </form>
    </>
  );
}
