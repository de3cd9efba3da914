import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useFormik } from 'formik';
import type { AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { serverMessage } from '../../components/errorMessage';
import { FormTextField } from '../../components/FormTextField';
import { OTP_LENGTH } from '@shop/domain/accounts';
import { useRequestOtpMutation, useVerifyOtpMutation } from '../../store/api/backOffice';
import { AuthCard } from './AuthCard';
import { AuthAlert } from './AuthFormParts';
import { otpSchema, type OtpValues } from './otpSchema';
import { emailFrom, useDelayedNavigate, type ResetFlowState } from './resetFlow';
import { useInvalidFieldFocus } from '../../components/useInvalidFieldFocus';

/** /otp: the code mailed to the address from /forgot-password; without one, back there. */
export function OtpPage() {
  const email = emailFrom(useLocation().state);
  if (!email) return <Navigate to="/forgot-password" replace />;
  return <OtpForm email={email} />;
}

function OtpForm({ email }: { email: string }) {
  const [verifyOtp, verifying] = useVerifyOtpMutation();
  const [requestOtp, resending] = useRequestOtpMutation();
  const [notice, setNotice] = useState<{ severity: AlertColor; text: string } | null>(null);
  const [verified, setVerified] = useState(false);
  const navigateSoon = useDelayedNavigate();

  const formik = useFormik<OtpValues>({
    initialValues: { otp: '' },
    validationSchema: otpSchema,
    onSubmit: async (values) => {
      setNotice(null);
      try {
        await verifyOtp({ body: { email, otp: values.otp.trim() } }).unwrap();
        setVerified(true);
        setNotice({ severity: 'success', text: 'OTP verified successfully!' });
        navigateSoon('/reset-password', { state: { email } satisfies ResetFlowState });
      } catch (error) {
        setNotice({ severity: 'error', text: serverMessage(error, 'Invalid OTP.') });
      }
    },
  });
  useInvalidFieldFocus(formik, ['otp']);

  const resend = async () => {
    setNotice(null);
    try {
      await requestOtp({ body: { email } }).unwrap();
      formik.resetForm();
      setNotice({ severity: 'success', text: 'New OTP sent to your email.' });
    } catch (error) {
      setNotice({ severity: 'error', text: serverMessage(error, 'Failed to resend OTP.') });
    }
  };

  const busy = verifying.isLoading || resending.isLoading || verified;

  return (
    <AuthCard
      title="Verify OTP"
      subtitle={`Enter the ${OTP_LENGTH}-digit code sent to ${email}.`}
      backToLogin
    >
      <form onSubmit={formik.handleSubmit} noValidate>
        <FormTextField
          formik={formik}
          name="otp"
          label="OTP"
          placeholder="Enter the code"
          required
          slotProps={{
            htmlInput: {
              maxLength: OTP_LENGTH,
              inputMode: 'numeric',
              autoComplete: 'one-time-code',
            },
          }}
        />
        <AuthAlert severity={notice?.severity}>{notice?.text}</AuthAlert>
        <Stack spacing={1.5} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            Verify OTP
          </Button>
          <Button variant="outlined" onClick={() => void resend()} disabled={busy}>
            Request New OTP
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
