import { useMemo, useState } from 'react';
import { useFormik } from 'formik';
import { DraftRestoredNotice } from '../../components/DraftRestoredNotice';
import { failureOf } from '../../components/failure';
import { useFormDraft, useKeptDraft } from '../../components/formDraft';
import { LeaveGuard } from '../../components/LeaveGuard';
import { inactiveCategoryMessage } from '@shop/domain/catalogue';
import { useUpdatePerfumeMutation } from '../../store/api/backOffice';
import type { GetPerfumeApiResponse } from '../../store/api/generated/backOfficeApi';
import { useAppSelector } from '../../store/hooks';
import { selectAdmin } from '../../store/sessionSlice';
import { InactiveCategoryWarning } from './InactiveCategoryWarning';
import { PerfumeFormLayout } from './PerfumeFormLayout';
import {
  lostImagesNote,
  perfumeFormDraft,
  rowsOfDraft,
  type PerfumeFormDraft,
} from './perfumeDraft';
import {
  firstProblem,
  updatePerfumeSchema,
  updateRowProblems,
  type PerfumeDetails,
} from './perfumeSchema';
import { useActiveCategories } from './useActiveCategories';
import { useVariantRows } from './useVariantRows';
import { detailsBody, usePerfumeSave } from './perfumeSave';
import { draftOf, replacedImages, updateVariantsJson } from './variantDraft';
import { can } from '@shop/domain/roles';
import { urduTextValues } from '../../components/UrduTextFields';

/** The perfume as stored, as the form opens it. */
const savedForm = (perfume: GetPerfumeApiResponse): PerfumeFormDraft =>
  perfumeFormDraft(
    {
      name: perfume.name,
      description: perfume.description ?? '',
      ...urduTextValues(perfume),
      category: perfume.category?._id ?? '',
    },
    perfume.variants.map(draftOf),
    String(perfume.version),
  );

export const UPDATE_TITLE = 'Update Perfume';

/**
 * The edit form of a loaded perfume; locked while it stays in its inactive category, unlocked as
 * soon as an active category is chosen (docs/product.md §4).
 */
export function UpdatePerfumeForm({ perfume }: { perfume: GetPerfumeApiResponse }) {
  const superadmin = can(useAppSelector(selectAdmin)?.role, 'reactivateCatalogue');
  const categories = useActiveCategories();
  const draft = useFormDraft(`perfume:${perfume._id}`, savedForm(perfume));
  const variants = useVariantRows(() => rowsOfDraft(draft.initial, perfume), updateRowProblems);
  const [updatePerfume] = useUpdatePerfumeMutation();
  const { failure, setFailure, refuse, passes, saved } = usePerfumeSave(variants, draft);
  // The version the form (or its draft) was opened at, so an edit made meanwhile by someone else
  // is refused.
  const [version, setVersion] = useState(() => draft.initial.version ?? String(perfume.version));
  const inactive = perfume.category && !perfume.category.isActive ? perfume.category : null;

  const formik = useFormik<PerfumeDetails>({
    initialValues: draft.initial.details,
    onSubmit: async (values) => {
      const rows = variants.rows;
      const problem =
        inactive && values.category === inactive._id
          ? inactiveCategoryMessage(inactive.name)
          : firstProblem(updatePerfumeSchema, { ...values, variants: rows });
      if (!passes(problem)) return;
      try {
        const result = await updatePerfume({
          id: perfume._id,
          body: {
            ...detailsBody(values),
            variants: updateVariantsJson(rows),
            version,
            ...replacedImages(rows),
          },
        }).unwrap();
        saved(result.message);
      } catch (error) {
        // The server checks the numbers the form sends as they are: mark the ones it refused.
        refuse(failureOf(error, 'Failed to create product'));
      }
    },
  });

  const dirty = useKeptDraft(draft, perfumeFormDraft(formik.values, variants.rows, version));
  const discard = () => {
    draft.discard();
    formik.resetForm({ values: draft.saved.details });
    variants.reset(perfume.variants.map(draftOf));
    setVersion(String(perfume.version));
    setFailure(null);
  };

  const options = useMemo(() => {
    const active = categories.map((category) => ({ _id: category._id, label: category.name }));
    if (!inactive || categories.some((category) => category._id === inactive._id)) return active;
    return [{ _id: inactive._id, label: `${inactive.name} (Inactive)`, disabled: true }, ...active];
  }, [categories, inactive]);

  const stillInInactive = inactive !== null && formik.values.category === inactive._id;

  return (
    <>
      <PerfumeFormLayout
        title={UPDATE_TITLE}
        submitLabel="Update Product"
        formik={formik}
        variants={variants}
        categories={options}
        failure={failure}
        submitDisabled={formik.isSubmitting || stillInInactive}
        warning={
          stillInInactive && (
            <InactiveCategoryWarning category={inactive} canReactivate={superadmin} />
          )
        }
        showCounters
        locked={stillInInactive}
        notice={
          draft.restored && (
            <DraftRestoredNotice note={lostImagesNote(draft.initial)} onDiscard={discard} />
          )
        }
      />
      <LeaveGuard dirty={dirty} draft={draft} />
    </>
  );
}
