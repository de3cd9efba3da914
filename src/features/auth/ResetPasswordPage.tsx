import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useFormik } from 'formik';
import { serverFieldErrors, serverMessage } from '../../components/errorMessage';
import { firstProblem, submitAfresh } from '../../components/formField';
import { PasswordField } from '../../components/FormTextField';
import { useResetPasswordMutation } from '../../store/api/backOffice';
import { AuthCard } from './AuthCard';
import { AuthAlert, AuthSubmit } from './AuthFormParts';
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
    <AuthCard title="Reset Password" subtitle={`Choose a new password for ${email}.`} backToLogin>
      <form onSubmit={submitAfresh(formik, () => setFailure(null))} noValidate>
        <PasswordField formik={formik} name="newPassword" label="New Password" />
        <PasswordField formik={formik} name="confirmPassword" label="Confirm Password" />
        <AuthAlert severity={success ? 'success' : 'error'}>{success ?? problem}</AuthAlert>
        <AuthSubmit disabled={isLoading || success !== null} sx={{ mt: 2 }}>
          Reset Password
        </AuthSubmit>
      </form>
    </AuthCard>
  );
}
