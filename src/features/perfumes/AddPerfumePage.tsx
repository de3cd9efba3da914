import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFormik } from 'formik';
import type { AlertNavigationState } from '../../components/adminAlertContext';
import { failureOf, messageFailure, type Failure } from '../../components/failure';
import { useCreateProductMutation } from '../../store/api/enhanced';
import { PerfumeFormLayout } from './PerfumeFormLayout';
import { addPerfumeSchema, firstProblem, type PerfumeDetails } from './perfumeSchema';
import { useActiveCategories } from './useActiveCategories';
import { useVariantRows } from './useVariantRows';
import { createVariantsJson, emptyVariant } from './variantDraft';

/** /perfumes/add: a new perfume with one image per size variant. */
export function AddPerfumePage() {
  const categories = useActiveCategories();
  const variants = useVariantRows(() => [emptyVariant()]);
  const [createProduct] = useCreateProductMutation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const navigate = useNavigate();

  const formik = useFormik<PerfumeDetails>({
    initialValues: { name: '', description: '', category: '' },
    onSubmit: async (values) => {
      const rows = variants.rows;
      const problem = firstProblem(addPerfumeSchema, { ...values, variants: rows });
      if (problem) {
        setFailure(messageFailure(problem));
        return;
      }
      setFailure(null);
      try {
        const result = await createProduct({
          body: {
            name: values.name.trim(),
            description: values.description.trim(),
            category: values.category,
            variants: createVariantsJson(rows),
            images: rows.map((row) => row.file!),
          },
        }).unwrap();
        const state: AlertNavigationState = { message: result.message };
        navigate('/perfumes', { state });
      } catch (error) {
        setFailure(failureOf(error, 'Failed to create product'));
      }
    },
  });

  const options = useMemo(
    () => categories.map((category) => ({ _id: category._id, label: category.name })),
    [categories],
  );

  return (
    <PerfumeFormLayout
      title="Add Perfume"
      submitLabel="Save Product"
      formik={formik}
      variants={variants}
      categories={options}
      failure={failure}
      submitDisabled={formik.isSubmitting}
    />
  );
}
