import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { newPasswordProblems } from '@shop/domain/accounts';
import type { Db } from '../../db/client';
import { admins, passwordResetCodes, refreshTokens } from '../../db/schema';
import { badRequest } from '../../errors';
import { enqueueMail } from '../mail';
import { hashPassword } from './passwords';

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
const VERIFIED_TTL_MS = 10 * 60 * 1000;
/** Looked up in place of an unknown e-mail's admin, so both cases do the same work. */
const NO_ADMIN = '00000000-0000-0000-0000-000000000000';

// One wording for every refused code (wrong, expired, used, burnt, unknown e-mail), so the answer
// never tells whether an e-mail belongs to staff.
const INVALID_OTP = 'Invalid OTP. Check the code, or request a new one.';
const NOT_VERIFIED = 'Please verify the code sent to your e-mail before choosing a new password.';

/** Password reset by a 6-digit code sent by e-mail (docs/server-rules.md §2). */
export class PasswordResetService {
  /** Code requests still being written and mailed after their answer went out. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly secret: string,
    /** Called after a mail was written to the outbox, to send it now. */
    private readonly mailQueued: () => void,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  private hash(adminId: string, code: string): string {
    return createHmac('sha256', this.secret).update(`${adminId}:${code}`).digest('hex');
  }

  /**
   * The one-time reset token handed to the client that verified a code: it names the code and is
   * signed over the moment of verification, so it dies when the code is used or verified again.
   */
  private resetToken(codeId: string, verifiedAt: Date): string {
    const mac = createHmac('sha256', this.secret)
      .update(`reset:${codeId}:${verifiedAt.getTime()}`)
      .digest('base64url');
    return `${codeId}.${mac}`;
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
   * Issues a new code (replacing earlier ones) and mails it, after the caller has answered: known,
   * unknown and inactive e-mails get the same answer in the same time.
   */
  requestCode(email: string): void {
    const work = this.issueCode(email)
      .catch(this.onError)
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  /** Resolves once every code request made so far is written and queued for mailing. */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private async issueCode(email: string): Promise<void> {
    const admin = await this.findAdmin(email);
    if (!admin) return;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    // The code and its mail in one transaction: no code without its mail, no mail without its code.
    await this.db.transaction(async (tx) => {
      await tx
        .update(passwordResetCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetCodes.adminId, admin.id), isNull(passwordResetCodes.usedAt)));
      const [issued] = await tx
        .insert(passwordResetCodes)
        .values({
          adminId: admin.id,
          codeHash: this.hash(admin.id, code),
          expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60 * 1000),
        })
        .returning({ id: passwordResetCodes.id });
      await enqueueMail(tx, {
        eventKey: `password-reset:${issued!.id}`,
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
    });
    this.mailQueued();
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

  /**
   * Checks a code and returns the one-time reset token for the client that verified it. Every
   * refusal reads the same and does the same database work, whether or not the e-mail is staff's.
   */
  async verifyCode(email: string, otp: string): Promise<string> {
    const admin = await this.findAdmin(email);
    const adminId = admin?.id ?? NO_ADMIN;
    const code = await this.liveCode(adminId);
    const given = Buffer.from(this.hash(adminId, otp.trim()), 'hex');
    const expected = code ? Buffer.from(code.codeHash, 'hex') : Buffer.alloc(given.length);
    const matches = timingSafeEqual(expected, given);
    const usable = code !== null && code.expiresAt > new Date() && code.attempts < OTP_MAX_ATTEMPTS;
    if (!usable || !matches) {
      // Counted atomically so parallel guesses cannot exceed the limit.
      await this.db
        .update(passwordResetCodes)
        .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
        .where(
          and(
            eq(passwordResetCodes.id, code?.id ?? NO_ADMIN),
            sql`${passwordResetCodes.attempts} < ${OTP_MAX_ATTEMPTS}`,
          ),
        );
      throw badRequest(INVALID_OTP);
    }
    const verifiedAt = new Date();
    await this.db
      .update(passwordResetCodes)
      .set({ verifiedAt })
      .where(eq(passwordResetCodes.id, code.id));
    return this.resetToken(code.id, verifiedAt);
  }

  /**
   * Sets the new password for the client holding the reset token of a verified code, consuming
   * the code and ending every session. The same work is done for unknown e-mails.
   */
  async resetPassword(
    email: string,
    newPassword: string,
    confirmPassword: string,
    token: string | undefined,
  ): Promise<void> {
    const problems = newPasswordProblems(newPassword, confirmPassword);
    if (problems.length > 0) throw badRequest(problems[0]!.msg, problems);
    const passwordHash = await hashPassword(newPassword);
    const admin = await this.findAdmin(email);
    const adminId = admin?.id ?? NO_ADMIN;
    const [codeId] = (token ?? '').split('.');
    const done = await this.db.transaction(async (tx) => {
      const [code] = await tx
        .select({ id: passwordResetCodes.id, verifiedAt: passwordResetCodes.verifiedAt })
        .from(passwordResetCodes)
        .where(
          and(
            eq(passwordResetCodes.adminId, adminId),
            isNull(passwordResetCodes.usedAt),
            gt(passwordResetCodes.verifiedAt, new Date(Date.now() - VERIFIED_TTL_MS)),
          ),
        )
        .orderBy(desc(passwordResetCodes.createdAt))
        .limit(1)
        .for('update');
      const bound =
        code?.verifiedAt != null &&
        code.id === codeId &&
        sameText(this.resetToken(code.id, code.verifiedAt), token ?? '');
      if (!bound) return false;
      await tx
        .update(passwordResetCodes)
        .set({ usedAt: new Date() })
        .where(eq(passwordResetCodes.id, code.id));
      await tx
        .update(admins)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(admins.id, adminId));
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.adminId, adminId), isNull(refreshTokens.revokedAt)));
      return true;
    });
    if (!done) throw badRequest(NOT_VERIFIED);
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
