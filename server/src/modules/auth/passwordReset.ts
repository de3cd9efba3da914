import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { newPasswordProblems } from '../../../../src/domain/accounts';
import type { Db } from '../../db/client';
import { admins, passwordResetCodes, refreshTokens } from '../../db/schema';
import { badRequest } from '../../plugins/httpErrors';
import type { MailQueue } from '../mail/mailer';
import { hashPassword } from './passwords';

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
const VERIFIED_TTL_MS = 10 * 60 * 1000;

const INVALID_OTP = 'Invalid OTP.';
const EXPIRED_OTP = 'This code has expired or was already used. Please request a new one.';
const NOT_VERIFIED = 'Please verify the code sent to your e-mail before choosing a new password.';

/** Password reset by a 6-digit code sent by e-mail (DESIGN.md 5, Accounts and sessions). */
export class PasswordResetService {
  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly mail: MailQueue,
  ) {}

  private hash(adminId: string, code: string): string {
    return createHmac('sha256', this.secret).update(`${adminId}:${code}`).digest('hex');
  }

  private async findAdmin(email: string) {
    const [admin] = await this.db
      .select({ id: admins.id, name: admins.name, email: admins.email, active: admins.active })
      .from(admins)
      .where(eq(sql`lower(${admins.email})`, email.trim().toLowerCase()))
      .limit(1);
    return admin?.active ? admin : null;
  }

  /**
   * Issues a new code (replacing earlier ones) and mails it. Unknown or inactive e-mails get the
   * same answer and take the same time: the mail is sent after the response.
   */
  async requestCode(email: string): Promise<void> {
    const admin = await this.findAdmin(email);
    if (!admin) return;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.db.transaction(async (tx) => {
      await tx
        .update(passwordResetCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetCodes.adminId, admin.id), isNull(passwordResetCodes.usedAt)));
      await tx.insert(passwordResetCodes).values({
        adminId: admin.id,
        codeHash: this.hash(admin.id, code),
        expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60 * 1000),
      });
    });
    this.mail.enqueue({
      to: admin.email,
      subject: 'Your password reset code',
      text: [
        `Hello ${admin.name || admin.email},`,
        '',
        `Your code to reset your back-office password is: ${code}`,
        '',
        `It works once, for ${OTP_TTL_MINUTES} minutes. If you did not ask to reset your password, ignore this e-mail: your password stays the same.`,
      ].join('\n'),
    });
  }

  /** The live code of an e-mail's admin: newest, unused, unexpired, not burnt by wrong tries. */
  private async liveCode(adminId: string) {
    const [code] = await this.db
      .select()
      .from(passwordResetCodes)
      .where(and(eq(passwordResetCodes.adminId, adminId), isNull(passwordResetCodes.usedAt)))
      .orderBy(desc(passwordResetCodes.createdAt))
      .limit(1);
    return code ?? null;
  }

  async verifyCode(email: string, otp: string): Promise<void> {
    const admin = await this.findAdmin(email);
    if (!admin) throw badRequest(INVALID_OTP);
    const code = await this.liveCode(admin.id);
    if (!code || code.expiresAt <= new Date() || code.attempts >= OTP_MAX_ATTEMPTS) {
      throw badRequest(EXPIRED_OTP);
    }
    const expected = Buffer.from(code.codeHash, 'hex');
    const given = Buffer.from(this.hash(admin.id, otp.trim()), 'hex');
    if (!timingSafeEqual(expected, given)) {
      // Counted atomically so parallel guesses cannot exceed the limit.
      const [counted] = await this.db
        .update(passwordResetCodes)
        .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
        .where(
          and(
            eq(passwordResetCodes.id, code.id),
            sql`${passwordResetCodes.attempts} < ${OTP_MAX_ATTEMPTS}`,
          ),
        )
        .returning({ attempts: passwordResetCodes.attempts });
      const left = OTP_MAX_ATTEMPTS - (counted?.attempts ?? OTP_MAX_ATTEMPTS);
      throw badRequest(
        left > 0 ? `${INVALID_OTP} ${left} ${left === 1 ? 'try' : 'tries'} left.` : EXPIRED_OTP,
      );
    }
    await this.db
      .update(passwordResetCodes)
      .set({ verifiedAt: new Date() })
      .where(eq(passwordResetCodes.id, code.id));
  }

  /** Sets the new password after a verified code, consuming it and ending every session. */
  async resetPassword(email: string, newPassword: string, confirmPassword: string): Promise<void> {
    const problems = newPasswordProblems(newPassword, confirmPassword);
    if (problems.length > 0) throw badRequest(problems[0]!.msg, problems);
    const admin = await this.findAdmin(email);
    if (!admin) throw badRequest(NOT_VERIFIED);
    const passwordHash = await hashPassword(newPassword);
    const done = await this.db.transaction(async (tx) => {
      const [consumed] = await tx
        .update(passwordResetCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResetCodes.adminId, admin.id),
            isNull(passwordResetCodes.usedAt),
            gt(passwordResetCodes.verifiedAt, new Date(Date.now() - VERIFIED_TTL_MS)),
          ),
        )
        .returning({ id: passwordResetCodes.id });
      if (!consumed) return false;
      await tx
        .update(admins)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(admins.id, admin.id));
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.adminId, admin.id), isNull(refreshTokens.revokedAt)));
      return true;
    });
    if (!done) throw badRequest(NOT_VERIFIED);
  }
}
