import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import {
  EMAIL_PATTERN,
  MIN_PASSWORD_LENGTH,
  accountMessages,
  newPasswordProblems,
  type FieldProblem,
} from '@shop/domain/accounts';
import type { Role } from '@shop/domain/roles';
import type { Db } from '../../db/client';
import { admins, refreshTokens } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { ONLY_OWN_ACCOUNT } from '../../plugins/auth';
import type { RequestAdmin } from '../../plugins/auth';
import { checkPassword, hashPassword } from '../auth';
import { can } from '@shop/domain/roles';

type AdminRow = typeof admins.$inferSelect;

const ROOT_LOCKED = 'The root superadmin cannot be edited, deactivated or deleted.';

export function toAdmin(row: AdminRow) {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    active: row.active,
    isRoot: row.isRoot,
    createdBy: row.isRoot ? null : { _id: row.createdBy, name: row.createdByName ?? 'Unknown' },
    createdAt: row.createdAt.toISOString(),
  };
}

function refuse(problems: FieldProblem[]): never {
  throw badRequest(problems[0]!.msg, problems);
}

/** Staff accounts: superadmins manage everyone but the root; each admin manages their own. */
export class AdminService {
  constructor(private readonly db: Db) {}

  private async find(id: string): Promise<AdminRow> {
    const [row] = await this.db.select().from(admins).where(eq(admins.id, id)).limit(1);
    if (!row) throw notFound('Admin not found');
    return row;
  }

  private async revokeSessions(adminId: string, keepSessionId?: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.adminId, adminId),
          isNull(refreshTokens.revokedAt),
          keepSessionId ? ne(refreshTokens.id, keepSessionId) : undefined,
        ),
      );
  }

  async list() {
    const rows = await this.db
      .select()
      .from(admins)
      .orderBy(asc(admins.createdAt), asc(admins.email));
    return rows.map(toAdmin);
  }

  /** One admin: superadmins see anyone, others only themselves (their profile). */
  async get(id: string, requester: RequestAdmin) {
    if (!can(requester.role, 'manageStaff') && requester.id !== id)
      throw forbidden(ONLY_OWN_ACCOUNT);
    return toAdmin(await this.find(id));
  }

  async create(
    input: { name: string; email: string; password: string; role?: Role },
    creator: RequestAdmin,
  ) {
    const name = input.name.trim();
    const email = input.email.trim().toLowerCase();
    const problems: FieldProblem[] = [];
    if (!name) problems.push({ param: 'name', msg: accountMessages.fullNameRequired });
    if (!EMAIL_PATTERN.test(email))
      problems.push({ param: 'email', msg: accountMessages.invalidEmail });
    if (input.password.length < MIN_PASSWORD_LENGTH) {
      problems.push({ param: 'password', msg: accountMessages.passwordTooShortLong });
    }
    if (problems.length > 0) refuse(problems);
    const [row] = await this.db
      .insert(admins)
      .values({
        name,
        email,
        passwordHash: await hashPassword(input.password),
        role: input.role ?? 'admin',
        createdBy: creator.id,
        createdByName: creator.name || creator.email,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('An admin with this e-mail already exists.');
    return toAdmin(row);
  }

  async update(
    id: string,
    input: { name: string; email?: string; role: Role; active: boolean },
    requester: RequestAdmin,
  ) {
    const target = await this.find(id);
    if (target.isRoot) throw forbidden(ROOT_LOCKED);
    const name = input.name.trim();
    const problems: FieldProblem[] = [];
    if (!name) problems.push({ param: 'name', msg: accountMessages.fullNameRequired });
    if (
      input.email !== undefined &&
      input.email.trim().toLowerCase() !== target.email.toLowerCase()
    ) {
      problems.push({ param: 'email', msg: 'The e-mail address cannot be changed.' });
    }
    if (problems.length > 0) refuse(problems);
    if (target.id === requester.id && !input.active)
      throw conflict('You cannot deactivate your own account.');
    if (target.id === requester.id && input.role !== target.role)
      throw conflict('You cannot change your own role.');
    const [row] = await this.db
      .update(admins)
      .set({ name, role: input.role, active: input.active, updatedAt: new Date() })
      .where(eq(admins.id, id))
      .returning();
    if (!input.active) await this.revokeSessions(id);
    return toAdmin(row!);
  }

  async setActive(id: string, active: boolean, requester: RequestAdmin): Promise<void> {
    const target = await this.find(id);
    if (target.isRoot) throw forbidden(ROOT_LOCKED);
    if (target.id === requester.id)
      throw conflict('You cannot deactivate or reactivate your own account.');
    await this.db.update(admins).set({ active, updatedAt: new Date() }).where(eq(admins.id, id));
    if (!active) await this.revokeSessions(id);
  }

  async remove(id: string, requester: RequestAdmin): Promise<void> {
    const target = await this.find(id);
    if (target.isRoot) throw forbidden(ROOT_LOCKED);
    if (target.id === requester.id) throw conflict('You cannot delete your own account.');
    // Refresh tokens go with the row (ON DELETE CASCADE); access tokens fail the per-request check.
    await this.db.delete(admins).where(eq(admins.id, id));
  }

  async rename(id: string, name: string, requester: RequestAdmin) {
    if (requester.id !== id) throw forbidden(ONLY_OWN_ACCOUNT);
    const trimmed = name.trim();
    if (!trimmed) refuse([{ param: 'name', msg: accountMessages.nameRequired }]);
    const [row] = await this.db
      .update(admins)
      .set({ name: trimmed, updatedAt: new Date() })
      .where(eq(admins.id, id))
      .returning();
    // Admins this one created keep showing the current name as their creator.
    await this.db.update(admins).set({ createdByName: trimmed }).where(eq(admins.createdBy, id));
    return { _id: row!.id, name: row!.name, email: row!.email, role: row!.role };
  }

  /** Changes one's own password; every other session of the account ends. */
  async changePassword(
    id: string,
    input: { currentPassword: string; newPassword: string; confirmPassword: string },
    requester: RequestAdmin,
  ): Promise<void> {
    if (requester.id !== id) throw forbidden(ONLY_OWN_ACCOUNT);
    if (!input.currentPassword)
      refuse([{ param: 'currentPassword', msg: accountMessages.currentPasswordRequired }]);
    const problems = newPasswordProblems(input.newPassword, input.confirmPassword);
    if (problems.length > 0) refuse(problems);
    const target = await this.find(id);
    if (!(await checkPassword(target.passwordHash, input.currentPassword))) {
      refuse([{ param: 'currentPassword', msg: 'The current password is incorrect.' }]);
    }
    await this.db
      .update(admins)
      .set({
        passwordHash: await hashPassword(input.newPassword),
        mustChangePassword: false,
        updatedAt: new Date(),
      })
      .where(eq(admins.id, id));
    await this.revokeSessions(id, requester.sessionId);
  }
}
