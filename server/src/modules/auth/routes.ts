import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../plugins/httpErrors';
import type { Db } from '../../db/client';
import { Throttle } from '../../plugins/throttle';
import type { PasswordResetService } from './passwordReset';
import {
  EmailBody,
  ErrorResponse,
  LoginBody,
  LoginResponse,
  Message,
  RefreshBody,
  RefreshResponse,
  ResetPasswordBody,
  VerifyOtpBody,
} from './schemas';
import type { SessionService } from './service';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const perIp = (max: number) => ({ rateLimit: { max, timeWindow: FIFTEEN_MINUTES } });
const limited = { 400: ErrorResponse, 429: ErrorResponse };

/** Sign-in, refresh, sign-out and password reset: /api/auth/*. */
export const sessionRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  sessions: SessionService;
  resets: PasswordResetService;
}> = async (app, { db, sessions, resets }) => {
  // Per e-mail, on top of the per-IP limits: failed sign-ins, code requests and code checks.
  const failedLogins = new Throttle(db, 'login', 10, FIFTEEN_MINUTES);
  const codeRequests = new Throttle(db, 'otp-request', 3, FIFTEEN_MINUTES);
  const codeChecks = new Throttle(db, 'otp-check', 10, FIFTEEN_MINUTES);

  app.post(
    '/api/auth/login',
    {
      config: perIp(20),
      schema: {
        operationId: 'login',
        tags: ['Auth'],
        summary: 'Sign in as staff',
        body: LoginBody,
        response: { 200: LoginResponse, 401: ErrorResponse, 403: ErrorResponse, ...limited },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      await failedLogins.assertOpen(email);
      try {
        return await sessions.login(email, password);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) await failedLogins.hit(email);
        throw error;
      }
    },
  );

  app.post(
    '/api/auth/refresh-token',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        operationId: 'refreshToken',
        tags: ['Auth'],
        summary: 'Exchange a refresh token for a new access token',
        body: RefreshBody,
        response: { 200: RefreshResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => sessions.refresh(request.body.token),
  );

  app.post(
    '/api/auth/logout',
    {
      preHandler: app.requireAdmin,
      schema: {
        operationId: 'logout',
        tags: ['Auth'],
        summary: 'Sign out: revokes this session',
        security: [{ bearerAuth: [] }],
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
      config: perIp(20),
      schema: {
        operationId: 'requestOtp',
        tags: ['Auth'],
        summary: 'E-mail a password reset code (same answer for unknown e-mails)',
        body: EmailBody,
        response: { 200: Message, ...limited },
      },
    },
    async (request) => {
      await codeRequests.take(request.body.email);
      await resets.requestCode(request.body.email);
      return {
        message: 'If this e-mail belongs to an account, a 6-digit code has been sent to it.',
      };
    },
  );

  app.post(
    '/api/auth/verify-otp',
    {
      config: perIp(30),
      schema: {
        operationId: 'verifyOtp',
        tags: ['Auth'],
        summary: 'Check a password reset code',
        body: VerifyOtpBody,
        response: { 200: Message, ...limited },
      },
    },
    async (request) => {
      await codeChecks.take(request.body.email);
      await resets.verifyCode(request.body.email, request.body.otp);
      return { message: 'OTP verified successfully!' };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: perIp(10),
      schema: {
        operationId: 'resetPassword',
        tags: ['Auth'],
        summary: 'Set a new password after a verified code',
        body: ResetPasswordBody,
        response: { 200: Message, ...limited },
      },
    },
    async (request) => {
      const { email, newPassword, confirmPassword } = request.body;
      await resets.resetPassword(email, newPassword, confirmPassword);
      return { message: 'Password updated successfully!' };
    },
  );
};
