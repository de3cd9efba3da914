import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFormik } from 'formik';
import type { AlertNavigationState } from '../../components/adminAlertContext';
import { DraftRestoredNotice } from '../../components/DraftRestoredNotice';
import { failureOf, messageFailure, type Failure } from '../../components/failure';
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
import { revealVariantProblems } from './variantFocus';
import { createVariantsJson, emptyVariant } from './variantDraft';

const NO_DETAILS: PerfumeDetails = { name: '', description: '', category: '' };
const BLANK = perfumeFormDraft(NO_DETAILS, [emptyVariant()]);

/** /perfumes/add: a new perfume with one image per size variant. */
export function AddPerfumePage() {
  const categories = useActiveCategories();
  const draft = useFormDraft('perfume:new', BLANK);
  const variants = useVariantRows(() => rowsOfDraft(draft.initial), addRowProblems);
  const [createPerfume] = useCreatePerfumeMutation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const navigate = useNavigate();

  const formik = useFormik<PerfumeDetails>({
    initialValues: draft.initial.details,
    onSubmit: async (values) => {
      const rows = variants.rows;
      const problem = firstProblem(addPerfumeSchema, { ...values, variants: rows });
      if (problem) {
        setFailure(messageFailure(problem));
        revealVariantProblems(problem, variants);
        return;
      }
      setFailure(null);
      try {
        const result = await createPerfume({
          body: {
            name: values.name.trim(),
            description: values.description.trim(),
            category: values.category,
            variants: createVariantsJson(rows),
            images: rows.map((row) => row.file!),
          },
        }).unwrap();
        const state: AlertNavigationState = { message: result.message };
        draft.finish();
        navigate('/perfumes', { state });
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
