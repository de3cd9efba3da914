import { useState } from 'react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { serverFieldErrors, serverMessage } from '../../components/errorMessage';
import { fieldProps, firstProblem } from '../../components/formField';
import { useResetPasswordMutation } from '../../store/api/backOffice';
import { AuthCard } from './AuthCard';
import { emailFrom, useDelayedNavigate } from './resetFlow';
import {
  resetPasswordOrder,
  resetPasswordSchema,
  type ResetPasswordValues,
} from './resetPasswordSchema';
import { useInvalidFieldFocus } from '../../components/useInvalidFieldFocus';

/** /reset-password: a new password for the verified e-mail; without one, /forgot-password. */
export function ResetPasswordPage() {
  const email = emailFrom(useLocation().state);
  if (!email) return <Navigate to="/forgot-password" replace />;
  return <ResetPasswordForm email={email} />;
}

function ResetPasswordForm({ email }: { email: string }) {
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const navigateSoon = useDelayedNavigate();

  const formik = useFormik<ResetPasswordValues>({
    initialValues: { newPassword: '', confirmPassword: '' },
    validationSchema: resetPasswordSchema,
    onSubmit: async (values, helpers) => {
      try {
        const result = await resetPassword({ body: { email, ...values } }).unwrap();
        setSuccess(result.message);
        navigateSoon('/login', { replace: true });
      } catch (error) {
        helpers.setErrors(serverFieldErrors(error));
        setFailure(serverMessage(error, 'Failed to reset password.'));
      }
    },
  });
  useInvalidFieldFocus(formik, ['newPassword', 'confirmPassword']);

  const problem = failure ?? firstProblem(formik, resetPasswordOrder);

  return (
    <AuthCard title="Reset Password" subtitle={`Choose a new password for ${email}.`}>
      <form
        onSubmit={(event) => {
          setFailure(null);
          formik.handleSubmit(event);
        }}
        noValidate
      >
        <TextField
          {...fieldProps(formik, 'newPassword')}
          type="password"
          label="New Password"
          autoComplete="new-password"
          required
          fullWidth
          margin="normal"
        />
        <TextField
          {...fieldProps(formik, 'confirmPassword')}
          type="password"
          label="Confirm Password"
          autoComplete="new-password"
          required
          fullWidth
          margin="normal"
        />
        {(success ?? problem) && (
          <Alert severity={success ? 'success' : 'error'} sx={{ mt: 1 }} role="alert">
            {success ?? problem}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          fullWidth
          size="large"
          disabled={isLoading || success !== null}
          sx={{ mt: 2 }}
        >
          Reset Password
        </Button>
      </form>
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        <Link component={RouterLink} to="/login">
          Back to Login
        </Link>
      </Box>
    </AuthCard>
  );
}
