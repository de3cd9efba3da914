import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, Message, refusals } from '../../schemas/common';
import {
  Admin,
  AdminIdParams,
  AdminList,
  CreateAdminBody,
  PasswordChangeBody,
  UpdateAdminBody,
  UsernameBody,
  UsernameResponse,
} from './schemas';
import type { AdminService } from './service';
import type { Static, TSchema } from 'typebox';
import type { RequestAdmin } from '../../plugins/auth';
import type { FastifyReply } from 'fastify';
import { tagRoutes } from '../../plugins/routeTags';

const staffRefusals = refusals(401, 403, 404, 409);

/** What a superadmin's change to the staff is given: the admin's id, the body, who asks. */
interface AdminChangeRequest {
  id: string;
  body: unknown;
  by: RequestAdmin;
}

/** A superadmin's change to the staff: where, what the API document says, what it does. */
interface AdminChange {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  operationId: string;
  summary: string;
  body?: TSchema;
  /** 200 unless given. */
  status?: 201;
  run: (admins: AdminService, request: AdminChangeRequest) => Promise<unknown>;
  /** The answer's message. */
  done: string;
}

const ADMIN_CHANGES: AdminChange[] = [
  {
    method: 'POST',
    url: '/api/auth/',
    operationId: 'createAdmin',
    summary: 'Add an admin (superadmin)',
    body: CreateAdminBody,
    status: 201,
    run: (admins, { body, by }) => admins.create(body as Static<typeof CreateAdminBody>, by),
    done: 'Admin created successfully',
  },
  {
    method: 'PUT',
    url: '/api/auth/:id',
    operationId: 'updateAdmin',
    summary: 'Edit an admin: name, role, active (superadmin; not the root)',
    body: UpdateAdminBody,
    run: (admins, { id, body, by }) =>
      admins.update(id, body as Static<typeof UpdateAdminBody>, by),
    done: 'Admin updated successfully',
  },
  ...(['deactivate', 'reactivate'] as const).map((action): AdminChange => ({
    method: 'PATCH',
    url: `/api/auth/:id/${action}`,
    operationId: `${action}Admin`,
    summary: `${action === 'deactivate' ? 'Deactivate' : 'Reactivate'} an admin (superadmin; not the root or oneself)`,
    run: (admins, { id, by }) => admins.setActive(id, action === 'reactivate', by),
    done: `Admin ${action}d successfully`,
  })),
  {
    method: 'DELETE',
    url: '/api/auth/:id',
    operationId: 'deleteAdmin',
    summary: 'Delete an admin (superadmin; not the root or oneself)',
    run: (admins, { id, by }) => admins.remove(id, by),
    done: 'Admin deleted successfully',
  },
];

/** Admin management (superadmins) and each admin's own username and password. */
export const adminRoutes: FastifyPluginAsyncTypebox<{ admins: AdminService }> = async (
  app,
  { admins },
) => {
  tagRoutes(app, 'Admins');
  app.get(
    '/api/auth/',
    {
      onRequest: app.allow('manageStaff'),
      schema: {
        operationId: 'listAdmins',
        summary: 'All admins (superadmin)',
        response: { 200: AdminList, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async () => admins.list(),
  );

  app.get(
    '/api/auth/:id',
    {
      onRequest: app.allow('work'),
      // The profile page, where a one-time password is replaced.
      config: { allowWithTemporaryPassword: true },
      schema: {
        operationId: 'getAdmin',
        summary: 'One admin (superadmin, or oneself)',
        params: AdminIdParams,
        response: { 200: Admin, ...staffRefusals },
      },
    },
    async (request) => admins.get(request.params.id, request.admin!),
  );

  // A superadmin's changes to the staff: each answers with what was done (ADMIN_CHANGES).
  for (const change of ADMIN_CHANGES) {
    app.route({
      method: change.method,
      url: change.url,
      onRequest: app.allow('manageStaff'),
      schema: {
        operationId: change.operationId,
        summary: change.summary,
        ...(change.url.includes(':id') ? { params: AdminIdParams } : {}),
        ...(change.body ? { body: change.body } : {}),
        response: { [change.status ?? 200]: Message, ...staffRefusals },
      },
      handler: async (request, reply) => {
        const { id } = (request.params ?? {}) as { id?: string };
        await change.run(admins, { id: id!, body: request.body, by: request.admin! });
        // The answer's status is the change's own (its schema is built from the table above).
        return (reply as FastifyReply).status(change.status ?? 200).send({ message: change.done });
      },
    });
  }

  app.put(
    '/api/auth/:id/username',
    {
      onRequest: app.requireOwnAccount,
      schema: {
        operationId: 'updateUsername',
        tags: ['Profile'],
        summary: "Change one's own name",
        params: AdminIdParams,
        body: UsernameBody,
        response: { 200: UsernameResponse, ...staffRefusals },
      },
    },
    async (request) => ({
      message: 'Username updated successfully',
      admin: await admins.rename(request.params.id, request.body.name, request.admin!),
    }),
  );

  app.put(
    '/api/auth/:id/password',
    {
      onRequest: app.requireOwnAccount,
      config: { allowWithTemporaryPassword: true },
      schema: {
        operationId: 'updatePassword',
        tags: ['Profile'],
        summary: "Change one's own password (other sessions end)",
        params: AdminIdParams,
        body: PasswordChangeBody,
        response: { 200: Message, ...staffRefusals },
      },
    },
    async (request) => {
      await admins.changePassword(request.params.id, request.body, request.admin!);
      return { message: 'Password updated successfully!' };
    },
  );
};
