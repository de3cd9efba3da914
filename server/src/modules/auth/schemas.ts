import { ROLES } from '@shop/domain/roles';
import { oneOf } from '../../schemas/oneOf';
import { Type } from 'typebox';
import { MAX_PASSWORD_LENGTH } from '@shop/domain/accounts';

export const AdminSummary = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: oneOf(ROLES),
});

export const LoginBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH }),
  },
  { additionalProperties: false },
);

export const LoginResponse = Type.Object({
  accessToken: Type.String(),
  refreshToken: Type.String(),
  admin: Type.Object({
    ...AdminSummary.properties,
    /** Present (true) after `npm run admin -- reset-password`: change the password first. */
    mustChangePassword: Type.Optional(Type.Boolean()),
  }),
});

export const RefreshBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

export const RefreshResponse = Type.Object({
  accessToken: Type.String(),
  /** The token that replaces the one sent (rotation): send this one next time. */
  refreshToken: Type.String(),
});

export const EmailBody = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 254 }) },
  { additionalProperties: false },
);

export const VerifyOtpBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    otp: Type.String({ minLength: 1, maxLength: 10 }),
  },
  { additionalProperties: false },
);

export const OtpVerified = Type.Object({
  message: Type.String(),
  /** One-time token that binds the password reset to this client; valid for 10 minutes. */
  resetToken: Type.String(),
});

export const ResetPasswordBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    newPassword: Type.String({ maxLength: MAX_PASSWORD_LENGTH }),
    confirmPassword: Type.String({ maxLength: MAX_PASSWORD_LENGTH }),
    /** The token verify-otp answered; without it, the httpOnly cookie verify-otp set is used. */
    resetToken: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
