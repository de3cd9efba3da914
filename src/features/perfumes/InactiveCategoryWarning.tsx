import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useAdminAlert } from '../../components/adminAlertContext';
import { serverMessage } from '../../components/errorMessage';
import { inactiveCategoryMessage } from '@shop/domain/catalogue';
import { useReactivateCategoryMutation } from '../../store/api/backOffice';

/**
 * The edit lock of a perfume in an inactive category (docs/product.md §2): superadmins may reactivate the
 * category from here; anyone may pick a different active category.
 */
export function InactiveCategoryWarning({
  category,
  canReactivate,
}: {
  category: { _id: string; name: string };
  canReactivate: boolean;
}) {
  const [reactivate, { isLoading }] = useReactivateCategoryMutation();
  const showAlert = useAdminAlert();

  const onReactivate = async () => {
    try {
      const result = await reactivate({ id: category._id }).unwrap();
      showAlert({ severity: 'success', message: result.message });
    } catch (error) {
      showAlert({
        severity: 'error',
        message: serverMessage(error, 'Failed to update category status.'),
      });
    }
  };

  return (
    <Alert
      severity="warning"
      sx={{ mb: 3 }}
      action={
        canReactivate && (
          <Button
            color="inherit"
            size="small"
            disabled={isLoading}
            onClick={() => void onReactivate()}
          >
            Reactivate Category
          </Button>
        )
      }
    >
      {inactiveCategoryMessage(category.name)}
      {!canReactivate && ' Only a superadmin can reactivate a category.'}
    </Alert>
  );
}
