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
import { tagRoutes } from '../../plugins/routeTags';

const staffRefusals = refusals(400, 401, 403, 404, 409);

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

  app.post(
    '/api/auth/',
    {
      onRequest: app.allow('manageStaff'),
      schema: {
        operationId: 'createAdmin',
        summary: 'Add an admin (superadmin)',
        body: CreateAdminBody,
        response: { 201: Message, ...staffRefusals },
      },
    },
    async (request, reply) => {
      await admins.create(request.body, request.admin!);
      return reply.status(201).send({ message: 'Admin created successfully' });
    },
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

  app.put(
    '/api/auth/:id',
    {
      onRequest: app.allow('manageStaff'),
      schema: {
        operationId: 'updateAdmin',
        summary: 'Edit an admin: name, role, active (superadmin; not the root)',
        params: AdminIdParams,
        body: UpdateAdminBody,
        response: { 200: Message, ...staffRefusals },
      },
    },
    async (request) => {
      await admins.update(request.params.id, request.body, request.admin!);
      return { message: 'Admin updated successfully' };
    },
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.patch(
      `/api/auth/:id/${action}`,
      {
        onRequest: app.allow('manageStaff'),
        schema: {
          operationId: `${action}Admin`,
          summary: `${action === 'deactivate' ? 'Deactivate' : 'Reactivate'} an admin (superadmin; not the root or oneself)`,
          params: AdminIdParams,
          response: { 200: Message, ...staffRefusals },
        },
      },
      async (request) => {
        await admins.setActive(request.params.id, active, request.admin!);
        return { message: `Admin ${action}d successfully` };
      },
    );
  }

  app.delete(
    '/api/auth/:id',
    {
      onRequest: app.allow('manageStaff'),
      schema: {
        operationId: 'deleteAdmin',
        summary: 'Delete an admin (superadmin; not the root or oneself)',
        params: AdminIdParams,
        response: { 200: Message, ...staffRefusals },
      },
    },
    async (request) => {
      await admins.remove(request.params.id, request.admin!);
      return { message: 'Admin deleted successfully' };
    },
  );

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
