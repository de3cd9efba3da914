import { useMemo } from 'react';
import { useFormik } from 'formik';
import { DraftRestoredNotice } from '../../components/DraftRestoredNotice';
import { failureOf } from '../../components/failure';
import { useFormDraft, useKeptDraft } from '../../components/formDraft';
import { LeaveGuard } from '../../components/LeaveGuard';
import { useCreatePerfumeMutation } from '../../store/api/backOffice';
import { PerfumeFormLayout } from './PerfumeFormLayout';
import { lostImagesNote, perfumeFormDraft, rowsOfDraft } from './perfumeDraft';
import {
  addPerfumeSchema,
  addRowProblems,
  firstProblem,
  type PerfumeDetails,
} from './perfumeSchema';
import { useActiveCategories } from './useActiveCategories';
import { useVariantRows } from './useVariantRows';
import { detailsBody, usePerfumeSave } from './perfumeSave';
import { createVariantsJson, emptyVariant } from './variantDraft';

const NO_DETAILS: PerfumeDetails = {
  name: '',
  description: '',
  nameUr: '',
  descriptionUr: '',
  category: '',
};
const BLANK = perfumeFormDraft(NO_DETAILS, [emptyVariant()]);

/** /perfumes/add: a new perfume with one image per size variant. */
export function AddPerfumePage() {
  const categories = useActiveCategories();
  const draft = useFormDraft('perfume:new', BLANK);
  const variants = useVariantRows(() => rowsOfDraft(draft.initial), addRowProblems);
  const [createPerfume] = useCreatePerfumeMutation();
  const { failure, setFailure, passes, saved } = usePerfumeSave(variants, draft);

  const formik = useFormik<PerfumeDetails>({
    initialValues: draft.initial.details,
    onSubmit: async (values) => {
      const rows = variants.rows;
      const problem = firstProblem(addPerfumeSchema, { ...values, variants: rows });
      if (!passes(problem)) return;
      try {
        const result = await createPerfume({
          body: {
            ...detailsBody(values),
            variants: createVariantsJson(rows),
            images: rows.map((row) => row.file!),
          },
        }).unwrap();
        saved(result.message);
      } catch (error) {
        setFailure(failureOf(error, 'Failed to create product'));
      }
    },
  });

  const dirty = useKeptDraft(draft, perfumeFormDraft(formik.values, variants.rows));
  const discard = () => {
    draft.discard();
    formik.resetForm({ values: NO_DETAILS });
    variants.reset(rowsOfDraft(BLANK));
    setFailure(null);
  };

  const options = useMemo(
    () => categories.map((category) => ({ _id: category._id, label: category.name })),
    [categories],
  );

  return (
    <>
      <PerfumeFormLayout
        title="Add Perfume"
        submitLabel="Save Product"
        formik={formik}
        variants={variants}
        categories={options}
        failure={failure}
        submitDisabled={formik.isSubmitting}
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
