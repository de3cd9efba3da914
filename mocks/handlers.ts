import { http, HttpResponse } from 'msw';
import { newPasswordProblems } from '@shop/domain/accounts';
import type { GetActiveCategoriesApiResponse } from '../src/store/api/generated/storefrontApi';
import type {
  CreateAdminApiArg,
  CreateAdminApiResponse,
  DeactivateAdminApiResponse,
  DeleteAdminApiResponse,
  GetAdminApiResponse,
  ListAdminsApiResponse,
  LoginApiArg,
  LoginApiResponse,
  LogoutApiResponse,
  ReactivateAdminApiResponse,
  RefreshTokenApiResponse,
  RequestOtpApiResponse,
  ResetPasswordApiArg,
  ResetPasswordApiResponse,
  UpdateAdminApiResponse,
  UpdatePasswordApiArg,
  UpdatePasswordApiResponse,
  UpdateUsernameApiArg,
  UpdateUsernameApiResponse,
  VerifyOtpApiArg,
  VerifyOtpApiResponse,
} from '../src/store/api/generated/backOfficeApi';
import { categoryHandlers, productHandlers } from './catalogueHandlers';
import { adminsFixture, categoriesFixture, GOOD_OTP, superadminLogin } from './fixtures';

const notFound = () => HttpResponse.json({ message: 'Admin not found' }, { status: 404 });
const findAdmin = (id: unknown) => adminsFixture.find((admin) => admin._id === id);

const sessionHandlers = [
  http.post<never, LoginApiArg['body']>('*/api/auth/login', async ({ request }) => {
    const body = await request.json();
    if (body.password !== 'right-password') {
      return HttpResponse.json({ message: 'Invalid email or password.' }, { status: 401 });
    }
    return HttpResponse.json<LoginApiResponse>(superadminLogin);
  }),
  http.post('*/api/auth/logout', () =>
    HttpResponse.json<LogoutApiResponse>({ message: 'Logged out successfully' }),
  ),
  http.post('*/api/auth/refresh-token', () =>
    HttpResponse.json<RefreshTokenApiResponse>({
      accessToken: 'access-token-2',
      refreshToken: 'refresh-token-2',
    }),
  ),
];

const passwordResetHandlers = [
  http.post('*/api/auth/request-otp', () =>
    HttpResponse.json<RequestOtpApiResponse>({
      message: 'If this e-mail belongs to an account, a 6-digit code has been sent to it.',
    }),
  ),
  http.post<never, VerifyOtpApiArg['body']>('*/api/auth/verify-otp', async ({ request }) => {
    const { otp } = await request.json();
    if (otp !== GOOD_OTP) {
      return HttpResponse.json(
        { message: 'Invalid OTP. Check the code, or request a new one.' },
        { status: 400 },
      );
    }
    return HttpResponse.json<VerifyOtpApiResponse>({
      message: 'OTP verified successfully!',
      resetToken: 'mock-reset-token',
    });
  }),
  http.post<never, ResetPasswordApiArg['body']>(
    '*/api/auth/reset-password',
    async ({ request }) => {
      const body = await request.json();
      const problems = newPasswordProblems(body.newPassword, body.confirmPassword);
      if (problems.length > 0) {
        return HttpResponse.json({ message: problems[0]!.msg, errors: problems }, { status: 400 });
      }
      return HttpResponse.json<ResetPasswordApiResponse>({
        message: 'Password updated successfully!',
      });
    },
  ),
];

const adminHandlers = [
  http.get('*/api/auth/', () => HttpResponse.json<ListAdminsApiResponse>(adminsFixture)),
  http.post<never, CreateAdminApiArg['body']>('*/api/auth/', async ({ request }) => {
    const body = await request.json();
    if (adminsFixture.some((admin) => admin.email === body.email)) {
      return HttpResponse.json(
        { message: 'An admin with this e-mail already exists.' },
        { status: 409 },
      );
    }
    return HttpResponse.json<CreateAdminApiResponse>(
      { message: 'Admin created successfully' },
      { status: 201 },
    );
  }),
  http.get('*/api/auth/:id', ({ params }) => {
    const admin = findAdmin(params.id);
    return admin ? HttpResponse.json<GetAdminApiResponse>(admin) : notFound();
  }),
  http.put('*/api/auth/:id', ({ params }) =>
    findAdmin(params.id)
      ? HttpResponse.json<UpdateAdminApiResponse>({ message: 'Admin updated successfully' })
      : notFound(),
  ),
  http.patch('*/api/auth/:id/deactivate', () =>
    HttpResponse.json<DeactivateAdminApiResponse>({ message: 'Admin deactivated successfully' }),
  ),
  http.patch('*/api/auth/:id/reactivate', () =>
    HttpResponse.json<ReactivateAdminApiResponse>({ message: 'Admin reactivated successfully' }),
  ),
  http.delete('*/api/auth/:id', () =>
    HttpResponse.json<DeleteAdminApiResponse>({ message: 'Admin deleted successfully' }),
  ),
  http.put<{ id: string }, UpdateUsernameApiArg['body']>(
    '*/api/auth/:id/username',
    async ({ params, request }) => {
      const admin = findAdmin(params.id);
      if (!admin) return notFound();
      const { name } = await request.json();
      return HttpResponse.json<UpdateUsernameApiResponse>({
        message: 'Username updated successfully',
        admin: { _id: admin._id, name: name.trim(), email: admin.email, role: admin.role },
      });
    },
  ),
  http.put<{ id: string }, UpdatePasswordApiArg['body']>(
    '*/api/auth/:id/password',
    async ({ request }) => {
      const body = await request.json();
      if (body.currentPassword !== 'right-password') {
        return HttpResponse.json({ message: 'Current password is incorrect.' }, { status: 400 });
      }
      return HttpResponse.json<UpdatePasswordApiResponse>({
        message: 'Password updated successfully!',
      });
    },
  ),
];

/** Default answers of the API for client tests; tests override them with server.use(). */
export const handlers = [
  http.get('*/api/category/active', () =>
    HttpResponse.json<GetActiveCategoriesApiResponse>(categoriesFixture),
  ),
  ...sessionHandlers,
  ...passwordResetHandlers,
  ...adminHandlers,
  ...categoryHandlers,
  ...productHandlers,
];
