import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import { EMAIL_PATTERN, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@shop/domain/accounts';
import type { Db } from '../../db/client';
import { admins, auditEvents, refreshTokens, throttleHits } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { hashPassword } from '../auth';

/**
 * What `npm run admin` does to staff accounts, straight on the database: for an owner locked
 * out or without working mail. Every change is written to audit_events with the operator.
 */
export class OperatorCommands {
  constructor(
    private readonly db: Db,
    /** Who runs the command: the system user and host. */
    private readonly actor: string,
  ) {}

  private async audit(action: string, target: string | null): Promise<void> {
    await this.db.insert(auditEvents).values({ actor: this.actor, action, target });
  }

  private async find(email: string) {
    const [admin] = await this.db
      .select()
      .from(admins)
      .where(sql`lower(${admins.email}) = ${email.trim().toLowerCase()}`);
    if (!admin) throw notFound(`No staff account has the e-mail ${email}.`);
    return admin;
  }

  /** Every staff account, root first, then by e-mail. */
  async listStaff() {
    const rows = await this.db
      .select({
        name: admins.name,
        email: admins.email,
        role: admins.role,
        active: admins.active,
        isRoot: admins.isRoot,
        mustChangePassword: admins.mustChangePassword,
        createdAt: admins.createdAt,
      })
      .from(admins)
      .orderBy(sql`${admins.isRoot} desc`, asc(admins.email));
    await this.audit('list-staff', null);
    return rows;
  }

  /**
   * A new password for an account: the one given (read from standard input), or a generated
   * one-time password the admin must replace at the next sign-in. Every session of the account
   * ends. Returns the generated password (null when one was given), and whether the account is
   * active: a deactivated one still cannot sign in.
   */
  async resetPassword(
    email: string,
    given: string | null,
  ): Promise<{ password: string | null; active: boolean }> {
    const admin = await this.find(email);
    const password = checked(given) ?? oneTimePassword();
    await this.db.transaction(async (tx) => {
      await tx
        .update(admins)
        .set({
          passwordHash: await hashPassword(password),
          mustChangePassword: given === null,
          updatedAt: new Date(),
        })
        .where(eq(admins.id, admin.id));
      await revokeSessions(tx as unknown as Db, admin.id);
    });
    await this.audit('reset-password', admin.email);
    return { password: given === null ? password : null, active: admin.active };
  }

  /** A new superadmin; a one-time password unless one is given. */
  async createSuperadmin(email: string, name: string, given: string | null) {
    const address = email.trim().toLowerCase();
    if (!EMAIL_PATTERN.test(address)) throw badRequest(`${email} is not a valid e-mail address.`);
    const password = checked(given) ?? oneTimePassword();
    const inserted = await this.db
      .insert(admins)
      .values({
        name: name.trim() || 'Superadmin',
        email: address,
        passwordHash: await hashPassword(password),
        role: 'superadmin',
        mustChangePassword: given === null,
      })
      .onConflictDoNothing()
      .returning({ id: admins.id });
    if (inserted.length === 0)
      throw conflict(
        `A staff account with the e-mail ${address} exists already: use reset-password.`,
      );
    await this.audit('create-superadmin', address);
    return given === null ? password : null;
  }

  /**
   * Clears the account's sign-in limits (its failures from every address, its reset-code
   * limits) and ends every session of it. Limits of an address over all accounts stay: they end
   * by themselves within 15 minutes. Returns whether the account is active (a deactivated one
   * still cannot sign in).
   */
  async unlock(email: string): Promise<{ active: boolean }> {
    const admin = await this.find(email);
    const key = admin.email.toLowerCase();
    await this.db
      .delete(throttleHits)
      .where(
        or(
          and(
            inArray(throttleHits.scope, [
              'login-account',
              'otp-request',
              'otp-check',
              'password-reset',
            ]),
            eq(throttleHits.key, key),
          ),
          and(
            inArray(throttleHits.scope, ['login', 'login-device']),
            like(throttleHits.key, `${likeEscaped(key)} %`),
          ),
        ),
      );
    await revokeSessions(this.db, admin.id);
    await this.audit('unlock', admin.email);
    return { active: admin.active };
  }
}

async function revokeSessions(db: Db, adminId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.adminId, adminId), isNull(refreshTokens.revokedAt)));
}

/** 16 characters from 12 random bytes: easy to type once, impossible to guess. */
function oneTimePassword(): string {
  return randomBytes(12).toString('base64url');
}

function checked(given: string | null): string | null {
  if (given === null) return null;
  if (given.length < MIN_PASSWORD_LENGTH || given.length > MAX_PASSWORD_LENGTH)
    throw badRequest(
      `The password must be ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters long.`,
    );
  return given;
}

/** A literal text inside a LIKE pattern (an e-mail may hold `_`). */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
