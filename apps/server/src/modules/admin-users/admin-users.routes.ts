import {
  adminUserParamsSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
  messageResponseSchema,
  resetUserPasswordRequestSchema,
  setUserRoleRequestSchema,
  setUserRoleResponseSchema,
} from '@slovo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../context';
import {
  changeUserRole,
  deleteUserAccount,
  listAuditLog,
  listUsers,
  resetUserPassword,
  signOutUserEverywhere,
} from './admin-users.service';

/** /api/admin: user management and its audit log. Admin only. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    { config: { access: 'admin' }, schema: { querystring: adminUsersQuerySchema, response: { 200: adminUsersResponseSchema } } },
    async (request) => listUsers(contextOf(request), request.query),
  );

  app.put(
    '/users/:id/role',
    {
      config: { access: 'admin' },
      schema: { params: adminUserParamsSchema, body: setUserRoleRequestSchema, response: { 200: setUserRoleResponseSchema } },
    },
    async (request) => changeUserRole(contextOf(request), request.params.id, request.body.role),
  );

  app.post(
    '/users/:id/reset-password',
    {
      config: { access: 'admin' },
      schema: { params: adminUserParamsSchema, body: resetUserPasswordRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => resetUserPassword(contextOf(request), request.params.id, request.body.newPassword),
  );

  app.post(
    '/users/:id/logout-everywhere',
    { config: { access: 'admin' }, schema: { params: adminUserParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => signOutUserEverywhere(contextOf(request), request.params.id),
  );

  app.delete(
    '/users/:id',
    { config: { access: 'admin' }, schema: { params: adminUserParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => deleteUserAccount(contextOf(request), request.params.id),
  );

  app.get(
    '/audit-log',
    { config: { access: 'admin' }, schema: { querystring: auditLogQuerySchema, response: { 200: auditLogResponseSchema } } },
    async (request) => listAuditLog(contextOf(request), request.query.limit),
  );
};
