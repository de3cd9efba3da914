import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFormik } from 'formik';
import Paper from '@mui/material/Paper';
import { DescriptionField, FormTextField } from '../../components/FormTextField';
import Typography from '@mui/material/Typography';
import type { AlertNavigationState } from '../../components/adminAlertContext';
import { DraftRestoredNotice } from '../../components/DraftRestoredNotice';
import { serverMessage } from '../../components/errorMessage';
import { failureOf, messageFailure, type Failure } from '../../components/failure';
import { FailureAlert } from '../../components/FailureAlert';
import { useFormDraft, useKeptDraft } from '../../components/formDraft';
import { LeaveGuard } from '../../components/LeaveGuard';
import { useObjectUrls } from '../../components/useObjectUrls';
import { MAX_CATEGORY_NAME } from '@shop/domain/catalogue';
import { useCreateCategoryMutation, useUpdateCategoryMutation } from '../../store/api/backOffice';
import type { GetCategoryApiResponse } from '../../store/api/generated/storefrontApi';
import { CategoryImageField } from './CategoryImageField';
import { categorySchema, type CategoryValues } from './categorySchema';
import { useInvalidFieldFocus } from '../../components/useInvalidFieldFocus';
import { SaveOrCancel } from '../../components/SaveOrCancel';
import { UrduTextFields, urduTextBody, urduTextValues } from '../../components/UrduTextFields';

/** The add form, or the update form of a loaded category. */
export function CategoryForm({ category }: { category?: GetCategoryApiResponse }) {
  const [createCategory] = useCreateCategoryMutation();
  const [updateCategory] = useUpdateCategoryMutation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [image, setImage] = useState<{ file: File; preview: string } | null>(null);
  const objectUrls = useObjectUrls();
  const navigate = useNavigate();
  const title = category ? 'Update Category' : 'Add Category';
  const saved: CategoryValues = {
    name: category?.name ?? '',
    description: category?.description ?? '',
    ...urduTextValues(category),
  };
  const draft = useFormDraft(`category:${category?._id ?? 'new'}`, {
    values: saved,
    hadImage: false,
  });

  const chooseImage = (file: File | null) => {
    objectUrls.revoke(image?.preview);
    setImage(file ? { file, preview: objectUrls.create(file) } : null);
  };

  const formik = useFormik<CategoryValues>({
    initialValues: draft.initial.values,
    validationSchema: categorySchema,
    onSubmit: async (values) => {
      setFailure(null);
      const body = {
        name: values.name.trim(),
        description: values.description?.trim() ?? '',
        ...urduTextBody(values),
        ...(image ? { image: image.file } : {}),
      };
      try {
        const result = category
          ? await updateCategory({ id: category._id, body }).unwrap()
          : await createCategory({ body }).unwrap();
        const state: AlertNavigationState = { message: result.message };
        draft.finish();
        navigate('/categories', { state });
      } catch (error) {
        setFailure(
          category
            ? messageFailure(serverMessage(error, 'Failed to update category.'))
            : failureOf(error, 'Failed to create product'),
        );
      }
    },
  });
  useInvalidFieldFocus(formik, ['name', 'description', 'nameUr', 'descriptionUr']);

  const dirty = useKeptDraft(draft, { values: formik.values, hadImage: image !== null });
  const discard = () => {
    draft.discard();
    formik.resetForm({ values: saved });
    chooseImage(null);
  };

  return (
    <Paper sx={{ p: 3, maxWidth: 640 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {draft.restored && (
        <DraftRestoredNotice
          note={draft.initial.hadImage ? 'Choose the image again.' : undefined}
          onDiscard={discard}
        />
      )}
      <LeaveGuard dirty={dirty} draft={draft} />
      <form onSubmit={formik.handleSubmit} noValidate>
        <FailureAlert failure={failure} />
        <FormTextField
          formik={formik}
          name="name"
          label="Category Name"
          required
          maxLength={MAX_CATEGORY_NAME}
        />
        <DescriptionField formik={formik} />
        <UrduTextFields formik={formik} maxName={MAX_CATEGORY_NAME} />
        <CategoryImageField
          current={category?.image ?? null}
          preview={image?.preview ?? null}
          onFile={chooseImage}
        />
        <SaveOrCancel
          submitLabel={category ? 'Update Category' : 'Add Category'}
          disabled={formik.isSubmitting}
          cancelTo="/categories"
          sx={{ mt: 3 }}
        />
      </form>
    </Paper>
  );
}
