import { useCallback, useMemo, useState } from 'react';
import Typography from '@mui/material/Typography';
import { GridCard } from '../../components/GridSection';
import { numbered } from '../../components/gridColumns';
import { useFetchFailedAlert } from '../../components/adminAlertContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SelectField } from '../../components/SelectField';
import { useConfirmedDelete } from '../../components/useConfirmedDelete';
import Stack from '@mui/material/Stack';
import {
  useDeleteReviewMutation,
  useListAllReviewsQuery,
  useListPerfumesQuery,
  useSetReviewApprovalMutation,
} from '../../store/api/backOffice';
import { useAppSelector } from '../../store/hooks';
import { selectAdmin } from '../../store/sessionSlice';
import { reviewColumns, type ReviewRow } from './reviewColumns';
import { can } from '@shop/domain/roles';
import { useRowAction } from '../../components/useRowStatus';

/** /reviews: every review, to approve (show on the site) or hide; superadmins also delete. */
export function ReviewsAdminPage() {
  const canDelete = can(useAppSelector(selectAdmin)?.role, 'deleteReviews');
  const [perfumeId, setPerfumeId] = useState('');
  const [stars, setStars] = useState('');
  const { data: perfumes = [] } = useListPerfumesQuery({});
  const { data, isLoading, isError } = useListAllReviewsQuery({
    perfumeId: perfumeId || undefined,
    stars: stars ? Number(stars) : undefined,
  });
  const [setApproval] = useSetReviewApprovalMutation();
  const [remove, removing] = useDeleteReviewMutation();
  const { busyId, run } = useRowAction();
  const deleting = useConfirmedDelete<ReviewRow>({
    noun: 'review',
    remove,
    busy: removing.isLoading,
    failure: 'Failed to delete review',
  });

  useFetchFailedAlert(isError, 'Failed to fetch reviews');

  const toggle = useCallback(
    (review: ReviewRow) =>
      run(
        review._id,
        () => setApproval({ id: review._id, body: { isApproved: !review.isApproved } }).unwrap(),
        'Failed to update review approval',
      ),
    [run, setApproval],
  );

  const rows = useMemo(() => numbered(data), [data]);
  const columns = useMemo(
    () =>
      reviewColumns({
        canDelete,
        busyId,
        onToggle: (r) => void toggle(r),
        onDelete: deleting.ask,
      }),
    [canDelete, busyId, toggle, deleting.ask],
  );

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Reviews
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Approved reviews are shown on the storefront; hidden ones go back to Pending.
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <SelectField
          label="Perfume"
          value={perfumeId}
          onChange={setPerfumeId}
          options={[
            { value: '', label: 'All perfumes' },
            ...perfumes.map((p) => ({ value: p._id, label: p.name })),
          ]}
        />
        <SelectField
          label="Stars"
          value={stars}
          onChange={setStars}
          minWidth={140}
          options={[
            { value: '', label: 'Any' },
            ...['5', '4', '3', '2', '1'].map((n) => ({ value: n, label: `${n} / 5` })),
          ]}
        />
      </Stack>
      <GridCard
        label="Reviews"
        emptyText="No reviews found"
        rows={isError ? [] : rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        loading={isLoading}
      />
      <ConfirmDialog {...deleting.dialog} />
    </>
  );
}
