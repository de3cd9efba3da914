import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { serverMessage } from '../../components/errorMessage';
import { fieldProps } from '../../components/formField';
import { useRequestOtpMutation } from '../../store/api/backOffice';
import { AuthCard } from './AuthCard';
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
    >
      <form onSubmit={formik.handleSubmit} noValidate>
        <TextField
          {...fieldProps(formik, 'email')}
          type="email"
          label="Email Address"
          placeholder="Enter your email"
          autoComplete="username"
          required
          fullWidth
          margin="normal"
        />
        {failure && (
          <Alert severity="error" sx={{ mt: 1 }} role="alert">
            {failure}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          fullWidth
          size="large"
          disabled={isLoading}
          sx={{ mt: 2 }}
        >
          Request OTP
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
