import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client';
import type { Throttle } from '../../db/throttle';
import { SignInLimits } from './signInLimits';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS, type DeviceCookies } from './deviceCookies';
import type { PasswordResetService } from './passwordReset';
import {
  EmailBody,
  LoginBody,
  LoginResponse,
  OtpVerified,
  RefreshBody,
  RefreshResponse,
  ResetPasswordBody,
  VerifyOtpBody,
} from './schemas';
import type { SessionService } from './service';
import { ErrorResponse, Message } from '../../schemas/common';
import { rateLimitOf, throttleOf } from '../../limits';
import { tagRoutes } from '../../plugins/routeTags';

/** The cookie carrying the reset token to reset-password, for clients that send no token field. */
const RESET_COOKIE = 'resetToken';
/** Where the new password is set: the only path the reset cookie is sent to. */
const RESET_PASSWORD_URL = '/api/auth/reset-password';
const RESET_TOKEN_TTL_SECONDS = 10 * 60;
const limited = { 429: ErrorResponse };

/** Sign-in, refresh, sign-out and password reset: /api/auth/*. */
export const sessionRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  sessions: SessionService;
  resets: PasswordResetService;
  devices: DeviceCookies;
}> = async (app, { db, sessions, resets, devices }) => {
  tagRoutes(app, 'Auth');
  // Per e-mail, on top of the per-IP limits: code requests and code checks; failed sign-ins
  // per account and address.
  const signIns = new SignInLimits(db);
  const codeRequests = throttleOf(db, 'otp-request', 'resetCodeRequestsPerEmail');
  const codeChecks = throttleOf(db, 'otp-check', 'resetCodeChecksPerEmail');
  const resetsPerEmail = throttleOf(db, 'password-reset', 'passwordResetsPerEmail');
  /** A route's per-e-mail limit: the request counts against `throttle` for the e-mail it names. */
  const perEmail = (throttle: Throttle) => async (request: { body: { email: string } }) => {
    await throttle.take(request.body.email);
  };

  app.post(
    '/api/auth/login',
    {
      // A flood guard only; failed sign-ins are limited by SignInLimits.
      config: rateLimitOf('loginRequests'),
      schema: {
        operationId: 'login',
        summary: 'Sign in as staff',
        body: LoginBody,
        response: { 200: LoginResponse, 401: ErrorResponse, 403: ErrorResponse, ...limited },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const device = devices.deviceOf(email, request.cookies[DEVICE_COOKIE]);
      const session = await signIns.run(email, request.ip, device, () =>
        sessions.login(email, password),
      );
      // This browser is known to the account from now on (or again, for another year).
      reply.setCookie(DEVICE_COOKIE, devices.issue(email), {
        path: '/api/auth/login',
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      });
      return session;
    },
  );

  app.post(
    '/api/auth/refresh-token',
    {
      config: rateLimitOf('tokenRefreshes'),
      schema: {
        operationId: 'refreshToken',
        summary: 'Exchange a refresh token for a new access token',
        body: RefreshBody,
        response: { 200: RefreshResponse, 401: ErrorResponse },
      },
    },
    async (request) => sessions.refresh(request.body.token),
  );

  app.post(
    '/api/auth/logout',
    {
      onRequest: app.allow('work'),
      config: { allowWithTemporaryPassword: true },
      schema: {
        operationId: 'logout',
        summary: 'Sign out: revokes this session',
        response: { 200: Message, 401: ErrorResponse },
      },
    },
    async (request) => {
      await sessions.logout(request.admin!.sessionId);
      return { message: 'Logged out successfully' };
    },
  );

  app.post(
    '/api/auth/request-otp',
    {
      config: rateLimitOf('resetCodeRequests'),
      preHandler: perEmail(codeRequests),
      schema: {
        operationId: 'requestOtp',
        summary: 'E-mail a password reset code (same answer for unknown e-mails)',
        body: EmailBody,
        response: { 200: Message, ...limited },
      },
    },
    async (request) => {
      resets.requestCode(request.body.email);
      return {
        message: 'If this e-mail belongs to an account, a 6-digit code has been sent to it.',
      };
    },
  );

  app.post(
    '/api/auth/verify-otp',
    {
      config: rateLimitOf('resetCodeChecks'),
      preHandler: perEmail(codeChecks),
      schema: {
        operationId: 'verifyOtp',
        summary:
          'Check a password reset code; answers the one-time reset token (also set as an httpOnly cookie)',
        body: VerifyOtpBody,
        response: { 200: OtpVerified, ...limited },
      },
    },
    async (request, reply) => {
      const resetToken = await resets.verifyCode(request.body.email, request.body.otp);
      reply.setCookie(RESET_COOKIE, resetToken, {
        path: RESET_PASSWORD_URL,
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        maxAge: RESET_TOKEN_TTL_SECONDS,
      });
      return { message: 'OTP verified successfully!', resetToken };
    },
  );

  app.post(
    RESET_PASSWORD_URL,
    {
      config: rateLimitOf('passwordResets'),
      preHandler: perEmail(resetsPerEmail),
      schema: {
        operationId: 'resetPassword',
        summary:
          'Set a new password with the reset token of a verified code (body field, or the cookie verify-otp set)',
        body: ResetPasswordBody,
        response: { 200: Message, ...limited },
      },
    },
    async (request, reply) => {
      const { email, newPassword, confirmPassword, resetToken } = request.body;
      const token = resetToken ?? request.cookies[RESET_COOKIE];
      await resets.resetPassword(email, newPassword, confirmPassword, token);
      reply.clearCookie(RESET_COOKIE, { path: RESET_PASSWORD_URL });
      return { message: 'Password updated successfully!' };
    },
  );
};
