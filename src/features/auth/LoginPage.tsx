import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { RouterLink } from '../../components/RouterLink';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useShopContact } from '../../components/useShopContact';
import { serverMessage } from '../../components/errorMessage';
import { returnFor, safeReturnPath, type SignInReturn } from '../../components/signInReturn';
import { EmailField, PasswordField } from '../../components/FormTextField';
import { TAP_TARGET_LINK_SX } from '../../components/tapTarget';
import { useLoginMutation } from '../../store/api/backOffice';
import { credentials } from '../../store/credentials';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectAdmin, signedIn } from '../../store/sessionSlice';
import { AuthCard } from './AuthCard';
import { AuthAlert, AuthSubmit } from './AuthFormParts';
import { loginSchema, type LoginValues } from './loginSchema';
import { useInvalidFieldFocus } from '../../components/useInvalidFieldFocus';

/** /login: staff sign-in; success goes to /dashboard (to /profile for a one-time password). */
export function LoginPage() {
  const shop = useShopContact();
  const [login, { isLoading }] = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const handedOver = (location.state ?? {}) as SignInReturn;
  // The page the clerk was on when sent here (a path of this shop only), else the dashboard.
  const back = safeReturnPath(handedOver.from) ?? '/dashboard';
  const signedInAdmin = useAppSelector(selectAdmin);
  // Where a sign-in leads: back, or the profile to replace a one-time password.
  const [next, setNext] = useState<{ to: string; state?: { mustChangePassword: true } }>({
    to: back,
  });

  const formik = useFormik<LoginValues>({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const result = await login({
          body: { email: values.email.trim(), password: values.password },
        }).unwrap();
        const admin = {
          id: result.admin._id,
          name: result.admin.name,
          email: result.admin.email,
          role: result.admin.role,
        };
        // A one-time password from `npm run admin` is replaced before anything else.
        const destination = result.admin.mustChangePassword
          ? { to: '/profile', state: { mustChangePassword: true as const } }
          : { to: returnFor(handedOver, admin.id) };
        setNext(destination);
        credentials.saveLogin(result.accessToken, result.refreshToken, admin);
        dispatch(signedIn(admin));
        navigate(destination.to, { replace: true, state: destination.state });
      } catch (error) {
        setFailure(serverMessage(error, 'Login failed'));
      }
    },
  });
  useInvalidFieldFocus(formik, ['email', 'password']);

  if (signedInAdmin && credentials.token())
    return <Navigate to={next.to} state={next.state} replace />;

  return (
    <AuthCard title={shop.name} logo={shop.logo} subtitle="Admin Panel Login">
      {handedOver.sessionEnded && !failure && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          Your session has ended. Please sign in again.
        </Alert>
      )}
      <form onSubmit={formik.handleSubmit} noValidate>
        <EmailField formik={formik} placeholder="Enter your email" autoComplete="username" />
        <PasswordField
          formik={formik}
          name="password"
          label="Password"
          placeholder="Enter your password"
          autoComplete="current-password"
        />
        <AuthAlert>{failure}</AuthAlert>
        <Box sx={{ textAlign: 'right', my: 1 }}>
          <Link component={RouterLink} to="/forgot-password" sx={TAP_TARGET_LINK_SX}>
            Forgot Password?
          </Link>
        </Box>
        <AuthSubmit disabled={isLoading}>Sign In</AuthSubmit>
      </form>
    </AuthCard>
  );
}
