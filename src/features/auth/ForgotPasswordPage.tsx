import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFormik } from 'formik';
import { serverMessage } from '../../components/errorMessage';
import { EmailField } from '../../components/FormTextField';
import { useRequestOtpMutation } from '../../store/api/backOffice';
import { AuthCard } from './AuthCard';
import { AuthAlert, AuthSubmit } from './AuthFormParts';
import { forgotPasswordSchema, type ForgotPasswordValues } from './forgotPasswordSchema';
import type { ResetFlowState } from './resetFlow';
import { useInvalidFieldFocus } from '../../components/useInvalidFieldFocus';

/** /forgot-password: asks for a one-time code by e-mail, then goes on to /otp. */
export function ForgotPasswordPage() {
  const [requestOtp, { isLoading }] = useRequestOtpMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();

  const formik = useFormik<ForgotPasswordValues>({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: async (values) => {
      setFailure(null);
      const email = values.email.trim();
      try {
        await requestOtp({ body: { email } }).unwrap();
        navigate('/otp', { state: { email } satisfies ResetFlowState });
      } catch (error) {
        setFailure(serverMessage(error, 'Something went wrong.'));
      }
    },
  });
  useInvalidFieldFocus(formik, ['email']);

  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter your e-mail address and we will send you a one-time code."
      backToLogin
    >
      <form onSubmit={formik.handleSubmit} noValidate>
        <EmailField formik={formik} placeholder="Enter your email" autoComplete="username" />
        <AuthAlert>{failure}</AuthAlert>
        <AuthSubmit disabled={isLoading} sx={{ mt: 2 }}>
          Request OTP
        </AuthSubmit>
      </form>
    </AuthCard>
  );
}
